/**
 * "Auto: smallest" in words that are true of the file: every format tried with its size, which one
 * was kept, and why each other one was not (it fell short of the quality bar, or was bigger).
 */
import { formatBytes } from "@squish/shared/format-bytes";
import { OUTPUT_LABELS, type OutputChoice } from "@squish/shared/steps/output";

export interface TriedCandidate {
  format: string;
  size: number;
  /** Scored at least the reference's quality: only these can be kept. */
  qualified: boolean;
}

/** Format names as people write them: WebP, not WEBP. */
export const formatName = (format: string) => OUTPUT_LABELS[format as OutputChoice] ?? format.toUpperCase();

const named = (c: TriedCandidate) => `${formatName(c.format)} ${formatBytes(c.size)}`;

/** "A", "A and B", "A, B and C". */
function list(items: string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * `kept` is the delivered file: a candidate's format, or the original (with its delivered size)
 * when every candidate that met the bar was bigger.
 */
export function triedSentence(
  candidates: readonly TriedCandidate[],
  kept: { format: string } | { original: number },
): string {
  const keptFormat = "format" in kept ? kept.format : null;
  const tried = candidates.map((c) => `${named(c)}${c.format === keptFormat ? " (kept)" : ""}`);
  const short = candidates.filter((c) => !c.qualified).map(named);
  const fellShort = short.length > 0 ? `${list(short)} fell short of the quality bar.` : "";
  const sentences = [`Tried: ${tried.join(", ")}.`];
  if ("original" in kept) {
    const bigger = candidates.filter((c) => c.qualified).map((c) => formatName(c.format));
    sentences.push(
      bigger.length > 0
        ? `The original (${formatBytes(kept.original)}) is smaller than ${list(bigger)}, so it is kept.`
        : `The original (${formatBytes(kept.original)}) is kept.`,
    );
  } else {
    sentences.push(`${formatName(kept.format)} is the smallest that met the quality bar.`);
  }
  if (fellShort) sentences.push(fellShort);
  return sentences.join(" ");
}
