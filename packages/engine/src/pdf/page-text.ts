/**
 * The words on each page, as MuPDF extracts them: the measure of "text stays text". A compressed
 * file passes when every word of every original page is still on the same page.
 */
import type { PDFDocument } from "mupdf";

export function pageWords(doc: PDFDocument): Set<string>[] {
  const pages: Set<string>[] = [];
  for (let index = 0; index < doc.countPages(); index++) {
    const page = doc.loadPage(index);
    const text = page.toStructuredText("preserve-whitespace");
    pages.push(new Set(text.asText().split(/\s+/).filter(Boolean)));
    text.destroy();
    page.destroy();
  }
  return pages;
}

/** The first word of the original missing from the output, with its page, or null. */
export function missingWord(original: Set<string>[], output: Set<string>[]): { page: number; word: string } | null {
  for (let page = 0; page < original.length; page++) {
    const kept = output[page] ?? new Set<string>();
    for (const word of original[page]!) if (!kept.has(word)) return { page: page + 1, word };
  }
  return null;
}
