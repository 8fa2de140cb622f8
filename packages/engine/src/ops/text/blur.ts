/**
 * A Gaussian blur of an alpha mask, approximated by three box blurs (each a running sum, so the
 * cost does not grow with the radius). Used for text shadows.
 */

/**
 * Radii of three box blurs whose sum approximates a Gaussian of this sigma (the classic
 * "boxes for Gauss" choice of widths, as in W3C filter effects).
 */
export function boxRadii(sigma: number): number[] {
  if (!(sigma > 0)) return [];
  const passes = 3;
  const ideal = Math.sqrt((12 * sigma * sigma) / passes + 1);
  let lower = Math.floor(ideal);
  if (lower % 2 === 0) lower--;
  const upper = lower + 2;
  const lowerCount = Math.round(
    (12 * sigma * sigma - passes * lower * lower - 4 * passes * lower - 3 * passes) / (-4 * lower - 4),
  );
  return Array.from({ length: passes }, (_, i) => ((i < lowerCount ? lower : upper) - 1) / 2).filter((r) => r > 0);
}

/** How many pixels a blur of this sigma spreads a mask, on each side. */
export function blurReach(sigma: number): number {
  return boxRadii(sigma).reduce((sum, radius) => sum + radius, 0);
}

/** Blurs a width × height mask in place; outside the mask counts as 0. */
export function gaussianBlur(mask: Float32Array, width: number, height: number, sigma: number): Float32Array {
  const scratch = new Float32Array(mask.length);
  for (const radius of boxRadii(sigma)) {
    boxPass(mask, scratch, width, height, 1, width, radius); // rows
    boxPass(scratch, mask, height, width, width, 1, radius); // columns
  }
  return mask;
}

/**
 * One box blur along lines of `length` samples `step` apart; `lines` of them, `lineStep` apart.
 * Reads `from`, writes `to`.
 */
function boxPass(
  from: Float32Array,
  to: Float32Array,
  length: number,
  lines: number,
  step: number,
  lineStep: number,
  radius: number,
): void {
  const scale = 1 / (2 * radius + 1);
  for (let line = 0; line < lines; line++) {
    const base = line * lineStep;
    let sum = 0;
    for (let i = 0; i < Math.min(radius, length); i++) sum += from[base + i * step]!;
    for (let i = 0; i < length; i++) {
      const entering = i + radius;
      const leaving = i - radius - 1;
      if (entering < length) sum += from[base + entering * step]!;
      if (leaving >= 0) sum -= from[base + leaving * step]!;
      to[base + i * step] = sum * scale;
    }
  }
}
