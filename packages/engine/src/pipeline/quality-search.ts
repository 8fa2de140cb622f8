/**
 * The search behind Smart quality and the size target: the boundary quality of a measure that grows
 * with quality (a perceptual score, a file's size), found from a predicted first guess and refined
 * by interpolating between the qualities tried (a bracketed secant, falling back to halving when
 * interpolation stalls). Smart quality stops after a few tries; the size target goes on until the
 * boundary is exact.
 */

export interface Probe<T> {
  quality: number;
  value: number;
  /** What the try produced (the encoded file), for the caller to keep. */
  made: T;
}

export interface SearchPlan<T> {
  min: number;
  max: number;
  /** The predicted first guess. */
  first: number;
  /** The expected change of the value per quality step, for the second guess. */
  slope: number;
  /** The boundary sought: the lowest quality whose value is at least this. */
  target: number;
  /** At most this many tries; without it, tries go on until the boundary is known exactly. */
  maxTries?: number;
  /**
   * A try reaching the target by no more than this is answer enough: the quality below it would
   * save too little to be worth another try. Without it, the boundary is sought.
   */
  closeEnough?: number;
  evaluate(quality: number): Promise<{ value: number; made: T }>;
}

export interface SearchResult<T> {
  /**
   * The lowest quality found to reach the target; or, when the tries ran out first, the quality
   * the tries predict reaches it; or `max` when even that falls short.
   */
  quality: number;
  /** Whether `quality` was itself tried and reached the target. */
  verified: boolean;
  probes: Probe<T>[];
  /** The highest quality tried that fell short of the target, if any. */
  below: Probe<T> | null;
  /** The try at `quality`, when it was tried. */
  at: Probe<T> | null;
}

const clamp = (q: number, low: number, high: number) => Math.min(high, Math.max(low, q));

export async function searchQuality<T>(plan: SearchPlan<T>): Promise<SearchResult<T>> {
  const { min, max, target } = plan;
  const tries = plan.maxTries ?? Number.POSITIVE_INFINITY;
  const probes: Probe<T>[] = [];
  // The highest quality known to fall short, and the lowest known to reach the target.
  let below: Probe<T> | null = null;
  let reached: Probe<T> | null = null;
  let next = clamp(Math.round(plan.first), min, max);
  let bisectedLast = false;
  let slowTries = 0;
  while (probes.length < tries) {
    const { value, made } = await plan.evaluate(next);
    const probe = { quality: next, value, made };
    probes.push(probe);
    const before = width(below, reached, min, max);
    if (value >= target) {
      if (!reached || next < reached.quality) reached = probe;
      if (plan.closeEnough !== undefined && value - target <= plan.closeEnough) break;
    } else if (!below || next > below.quality) {
      below = probe;
    }
    const low = below ? below.quality + 1 : min;
    const high = reached ? reached.quality - 1 : max;
    if (low > high) break; // the boundary is known exactly (or lies at an end of the range)
    // Halve the bracket when interpolation stalls: two tries in a row shrank it by less than half.
    slowTries = width(below, reached, min, max) > before / 2 ? slowTries + 1 : 0;
    const bisect: boolean = below !== null && reached !== null && slowTries >= 2 && !bisectedLast;
    next = clamp(guess(probes, below, reached, plan, bisect), low, high);
    bisectedLast = bisect;
  }
  // The lowest quality tried that reached the target; never an untried one between, which might not.
  if (reached) return { quality: reached.quality, verified: true, probes, below, at: reached };
  // Nothing tried reached it: where the tries' trend says it would be, or the range's top.
  const predicted = below && below.quality < max ? clamp(extrapolate(probes, plan), below.quality + 1, max) : max;
  return {
    quality: predicted,
    verified: false,
    probes,
    below,
    at: probes.find((p) => p.quality === predicted) ?? null,
  };
}

function width<T>(below: Probe<T> | null, reached: Probe<T> | null, min: number, max: number): number {
  return (reached ? reached.quality - 1 : max) - (below ? below.quality + 1 : min) + 1;
}

/** The next quality to try. */
function guess<T>(
  probes: readonly Probe<T>[],
  below: Probe<T> | null,
  reached: Probe<T> | null,
  plan: SearchPlan<T>,
  bisect: boolean,
): number {
  if (below && reached) {
    if (bisect) return Math.floor((below.quality + reached.quality) / 2);
    return interpolate(below, reached, plan.target);
  }
  // All tries on one side: follow the last two tries' trend when it rises (a flat one means big
  // steps, not small ones), else the prior.
  const last = probes.at(-1)!;
  const previous = probes.at(-2);
  const trend = previous ? (last.value - previous.value) / (last.quality - previous.quality) : Number.NaN;
  const slope = trend > 0 ? trend : plan.slope;
  const step = (plan.target - last.value) / slope;
  // Move at least one step the right way.
  return last.value >= plan.target
    ? last.quality + Math.min(-1, Math.floor(step))
    : last.quality + Math.max(1, Math.ceil(step));
}

/** The quality where the straight line through two tries reaches the target, rounded up. */
function interpolate<T>(a: Probe<T>, b: Probe<T>, target: number): number {
  if (b.value === a.value) return Math.floor((a.quality + b.quality) / 2);
  return Math.ceil(a.quality + ((target - a.value) * (b.quality - a.quality)) / (b.value - a.value));
}

/** With every try short of the target: where the tries' trend (or the expected slope) reaches it. */
function extrapolate<T>(probes: Probe<T>[], plan: SearchPlan<T>): number {
  const sorted = [...probes].sort((a, b) => a.quality - b.quality);
  const top = sorted.at(-1)!;
  const second = sorted.at(-2);
  const slope =
    second && top.value > second.value ? (top.value - second.value) / (top.quality - second.quality) : plan.slope;
  return Math.ceil(top.quality + (plan.target - top.value) / Math.max(slope, plan.slope / 4));
}
