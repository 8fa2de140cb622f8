/**
 * How a result's SSIMULACRA 2 score reads to a person, and Smart quality's named levels: the words
 * the cards, the results table and the command line show. The score runs from 100 (identical) down;
 * the bands follow the metric's own published scale (90 visually lossless, 70 differences seen only
 * side by side, 50 medium, 30 low).
 */

export const SCORE_METRIC = "SSIMULACRA 2";

/** One sentence saying what the score is, for a tooltip or a page's explanation. */
export const SCORE_EXPLAINED =
  "SSIMULACRA 2 compares the result with the original as people see them: 100 is identical, 90 and up visually identical, 80 and up hard to tell apart, 70 and up different only side by side.";

const BANDS: readonly { from: number; words: string }[] = [
  { from: 90, words: "Visually identical" },
  { from: 80, words: "Hard to tell apart" },
  { from: 70, words: "Differences only side by side" },
  { from: 50, words: "Visible on close look" },
  { from: 30, words: "Clearly visible changes" },
  { from: Number.NEGATIVE_INFINITY, words: "Heavily changed" },
];

export function scoreWords(score: number): string {
  return BANDS.find((band) => score >= band.from)!.words;
}

/** A score as a number a person reads: one decimal, never above 100. */
export function formatScore(score: number): string {
  return Math.min(100, score).toFixed(1);
}

export type SmartLevel = "low" | "balanced" | "high";

export const SMART_LEVELS: readonly SmartLevel[] = ["low", "balanced", "high"];

export const SMART_DEFAULT_LEVEL: SmartLevel = "balanced";

/** Each level's name on the pages, and what it aims for. */
export const SMART_LEVEL_INFO: Readonly<Record<SmartLevel, { label: string; description: string }>> = {
  low: {
    label: "Smaller (smart)",
    description: "Each picture gets the lowest quality at which changes show only on a close look.",
  },
  balanced: {
    label: "Balanced (smart)",
    description: "Each picture gets the lowest quality at which differences show only side by side.",
  },
  high: {
    label: "Sharper (smart)",
    description: "Each picture gets the lowest quality that keeps it hard to tell apart, for prints and portfolios.",
  },
};

export function isSmartLevel(value: unknown): value is SmartLevel {
  return typeof value === "string" && (SMART_LEVELS as readonly string[]).includes(value);
}
