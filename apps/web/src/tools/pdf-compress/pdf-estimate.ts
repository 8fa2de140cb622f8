/**
 * The size estimate the page shows before compressing: the engine's range (estimate.ts, ratios
 * measured on the corpus) for each file at its own level, from the facts the document worker read
 * when the file was added. A range, honestly wide where the outcome depends on the images; files
 * that need a password, or could not be read, are counted apart rather than guessed.
 */
import { estimatePdfSize, type SizeEstimate } from "@squish/engine";
import type { FileItem } from "../framework/file-item.ts";
import { pdfLevelFor, type PdfFileOptions, type PdfSettings } from "./pdf-settings.ts";

/** One file's range, or null when its facts are not known (yet, or without its password). */
export function fileEstimate(item: FileItem<PdfFileOptions>, settings: PdfSettings): SizeEstimate | null {
  const document = item.probe.document;
  if (!document || document.locked) return null;
  return estimatePdfSize(document.facts, pdfLevelFor(settings, item.options));
}

export interface PageEstimate extends SizeEstimate {
  /** Files in the range, and their size before. */
  files: number;
  original: number;
  /** Files that need a password first. */
  locked: number;
  /** Files still being read, or unreadable. */
  unknown: number;
}

/** The range for every file not yet done, each at its own level. */
export function pageEstimate(items: readonly FileItem<PdfFileOptions>[], settings: PdfSettings): PageEstimate {
  const total: PageEstimate = { low: 0, high: 0, files: 0, original: 0, locked: 0, unknown: 0 };
  for (const item of items) {
    if (item.status === "completed") continue;
    const range = fileEstimate(item, settings);
    if (range) {
      total.low += range.low;
      total.high += range.high;
      total.files++;
      total.original += item.originalSize;
    } else if (item.probe.document?.locked) total.locked++;
    else total.unknown++;
  }
  return total;
}

/** "20–65% smaller", from the range; a range that may reach no saving says "up to". */
export function savingRange(original: number, range: SizeEstimate): string {
  const most = Math.round(100 * (1 - range.low / original));
  const least = Math.round(100 * (1 - range.high / original));
  return least <= 0 ? `up to ${most}% smaller` : least === most ? `${most}% smaller` : `${least}–${most}% smaller`;
}
