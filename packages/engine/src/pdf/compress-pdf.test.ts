import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isEngineError } from "../errors.ts";
import type { DocumentJob, DocumentResult } from "../pipeline/job.ts";
import { ssim } from "../quality/ssim.ts";
import { FIXTURE_CORPUS, fullCorpusDir } from "../test-support/corpus.ts";
import {
  colourShift,
  corpusPassword,
  pdfEntries,
  PDFTOTEXT,
  popplerWords,
  QPDF,
  qpdfCheck,
  qpdfEncrypt,
  renderPages,
} from "../test-support/pdf-tools.ts";
import { runDocumentJob } from "./compress-pdf.ts";
import { estimatePdfSize, inspectPdf } from "./estimate.ts";
import type { PdfLevel } from "./levels.ts";
import { loadMupdf } from "./mupdf.ts";
import { missingWord } from "./page-text.ts";

const FULL = fullCorpusDir();
const read = (file: string) => new Uint8Array(readFileSync(file));
const job = (level: PdfLevel, password?: string): DocumentJob => ({
  kind: "document",
  steps: [],
  output: { format: "pdf", options: { level, ...(password !== undefined && { password }) } },
});
/** A time limit per file: a PDF that hangs fails its own test instead of stalling the run. */
const PER_FILE_MS = 120_000;

async function minPageSsim(before: Uint8Array, after: DocumentResult, password?: string): Promise<number> {
  const [a, b] = await Promise.all([renderPages(before, 72, password), renderPages(after.bytes, 72, password)]);
  expect(b.length).toBe(a.length);
  // SSIM is luma only: colours must not shift either (CMYK and ICC images converted to RGB).
  for (const [i, page] of a.entries()) expect(colourShift(page, b[i]!)).toBeLessThan(4);
  return Math.min(...a.map((page, i) => ssim(page, b[i]!)));
}

/** Every check a compressed file must pass, whatever its source. */
async function expectSound(input: Uint8Array, result: DocumentResult, password?: string) {
  expect(result.size).toBeLessThanOrEqual(input.byteLength);
  expect(result.notes.length).toBeGreaterThan(0);
  const mupdf = await loadMupdf();
  const reopened = new mupdf.PDFDocument(result.bytes);
  if (password) expect(reopened.authenticatePassword(password)).not.toBe(0);
  expect(reopened.countPages()).toBe(result.pages);
  reopened.destroy();
  if (QPDF) expect(qpdfCheck(result.bytes, password)).toMatchObject({ ok: true });
  // An independent text layer: poppler's words on each page are all still there.
  if (PDFTOTEXT) expect(missingWord(popplerWords(input, password), popplerWords(result.bytes, password))).toBeNull();
}

describe("PDF compressor (committed fixtures)", () => {
  const congress = read(join(FIXTURE_CORPUS, "pdf/pikepdf-congress.pdf"));

  it("makes an image-heavy PDF much smaller at 'recommended', pages and text kept, pages alike", async () => {
    const result = await runDocumentJob(congress, job("recommended"));
    expect(result).toMatchObject({ kind: "document", pages: 1, keptOriginal: false, encrypted: false });
    expect(result.images).toMatchObject({ found: 1, reencoded: 1, downsampled: 1 });
    expect(result.size).toBeLessThan(congress.byteLength * 0.5);
    await expectSound(congress, result);
    expect(await minPageSsim(congress, result)).toBeGreaterThanOrEqual(0.97);
  });

  it("orders the levels: extreme <= recommended <= light, and says what was done", async () => {
    const sizes = [];
    for (const level of ["extreme", "recommended", "light"] as const) {
      const result = await runDocumentJob(congress, job(level));
      sizes.push(result.size);
      expect(result.notes.join(" ")).toMatch(/of 1 images re-encoded/);
    }
    expect(sizes[0]).toBeLessThanOrEqual(sizes[1]!);
    expect(sizes[1]).toBeLessThanOrEqual(sizes[2]!);
  });

  it("keeps the text of a text-only PDF", async () => {
    const input = read(join(FIXTURE_CORPUS, "pdf/asymptote-TeXShopAndAsymptote.pdf"));
    const result = await runDocumentJob(input, job("recommended"));
    expect(result.images.found).toBe(0);
    await expectSound(input, result);
  });

  it("refuses a file that is not a PDF with a sentence", async () => {
    const input = read(join(FIXTURE_CORPUS, "malformed/qpdf-ossfuzz-15316.pdf"));
    await expect(runDocumentJob(input, job("recommended"))).rejects.toMatchObject({
      code: "unsupported-format",
      message: "This file is not a PDF: it has no PDF header.",
    });
  });

  it.skipIf(!QPDF)("encrypted: asks for a password, says when it is wrong, and keeps the encryption", async () => {
    const locked = qpdfEncrypt(congress, "open-sesame", "owner");
    await expect(runDocumentJob(locked, job("recommended"))).rejects.toMatchObject({ code: "password-required" });
    await expect(runDocumentJob(locked, job("recommended", "nope"))).rejects.toMatchObject({
      code: "wrong-password",
      message: expect.stringMatching(/password does not open/),
    });
    const result = await runDocumentJob(locked, job("recommended", "open-sesame"));
    expect(result).toMatchObject({ encrypted: true, keptOriginal: false });
    const mupdf = await loadMupdf();
    expect(new mupdf.PDFDocument(result.bytes).needsPassword()).toBe(true);
    await expectSound(locked, result, "open-sesame");
  });

  it.skipIf(!QPDF)("encrypted: a restrictions-only file works without a password", async () => {
    const restricted = qpdfEncrypt(congress, "", "owner");
    const result = await runDocumentJob(restricted, job("recommended"));
    expect(result).toMatchObject({ encrypted: true, keptOriginal: false });
    expect(result.notes.join(" ")).toContain("encryption and its passwords are kept");
    await expectSound(restricted, result);
  });

  it("refuses image steps on a document job", async () => {
    const bad = { ...job("light"), steps: [{ op: "rotate" as const, degrees: 90 as const }] };
    await expect(runDocumentJob(congress, bad)).rejects.toMatchObject({ code: "invalid-job" });
  });
});

describe.skipIf(!FULL)("PDF compressor on the full corpus (../shared/corpus)", () => {
  const dir = FULL ?? "";
  const entries = FULL ? pdfEntries(dir, "pdf") : [];
  for (const entry of entries) {
    const password = corpusPassword(dir, entry.file);
    it(
      `${entry.file}: valid, pages and every word kept, pages look the same`,
      async () => {
        const input = read(entry.absolutePath);
        if (entry.exercises.includes("pdf-password-required")) {
          await expect(runDocumentJob(input, job("recommended"))).rejects.toMatchObject({ code: "password-required" });
        }
        const result = await runDocumentJob(input, job("recommended", password));
        await expectSound(input, result, password);
        if (!result.keptOriginal) expect(await minPageSsim(input, result, password)).toBeGreaterThanOrEqual(0.97);
        const estimate = estimatePdfSize(await inspectPdf(input, password), "recommended");
        expect(result.size).toBeGreaterThanOrEqual(estimate.low);
        expect(result.size).toBeLessThanOrEqual(estimate.high);
        if (entry.exercises.includes("pdf-images") || entry.exercises.includes("pdf-huge-image")) {
          expect(result.size).toBeLessThan(input.byteLength);
        }
      },
      PER_FILE_MS,
    );
  }

  const malformed = FULL ? pdfEntries(dir, "malformed") : [];
  for (const entry of malformed) {
    it(`${entry.file}: refused with a sentence, or repaired into a file that passes every check`, async () => {
      const input = read(entry.absolutePath);
      const outcome = await runDocumentJob(input, job("recommended")).catch((error: unknown) => error);
      if (outcome instanceof Error) {
        expect(isEngineError(outcome)).toBe(true);
        expect(outcome.message).toMatch(/^[A-Z].*\.$/);
      } else {
        await expectSound(input, outcome as DocumentResult);
      }
    }, 30_000);
  }
});

describe("PDF size estimate", () => {
  it("gives a range that holds the real result, never above the original", async () => {
    const input = read(join(FIXTURE_CORPUS, "pdf/pikepdf-congress.pdf"));
    const facts = await inspectPdf(input);
    expect(facts).toMatchObject({ pages: 1, images: 1, size: input.byteLength });
    // Its scan is drawn finer than "extreme" keeps, which the estimate counts.
    expect(facts.imageList[0]!.ppi).toBeGreaterThan(72 * 1.2);
    expect(facts.imageList[0]!.pixels).toBeGreaterThan(0);
    for (const level of ["extreme", "recommended", "light"] as const) {
      const { low, high } = estimatePdfSize(facts, level);
      const { size } = await runDocumentJob(input, job(level));
      expect(low).toBeLessThanOrEqual(size);
      expect(high).toBeGreaterThanOrEqual(size);
      expect(high).toBeLessThanOrEqual(input.byteLength);
    }
  });
});
