/**
 * A PDF made smaller at a level, and never broken: open (password if needed), re-encode every
 * image XObject at the resolution it is drawn at, drop what a reader does not need, save with
 * unused objects removed, duplicates merged, object streams and Flate everywhere; then open the
 * result again and compare page count and every word of every page. A result that fails the check
 * or is not smaller gives back the original, with the reason in `notes`.
 */
import type { Image, PDFObject } from "mupdf";
import { EngineError } from "../errors.ts";
import type { JobHooks } from "../pipeline/run-job.ts";
import type { DocumentJob, DocumentResult, DocumentStage } from "./document-job.ts";
import { defaultCmyk } from "./default-cmyk.ts";
import { measureImageUse } from "./image-usage.ts";
import { PDF_LEVELS } from "./levels.ts";
import { loadMupdf } from "./mupdf.ts";
import { openPdf } from "./open-pdf.ts";
import { missingWord, pageWords } from "./page-text.ts";
import { recompressImage } from "./recompress-image.ts";
import { stripExtras } from "./strip-extras.ts";
import { dropUnusedCmykProfiles } from "./unused-cmyk-profile.ts";

/** MuPDF's save options: garbage=4 renumbers, drops unused and merges duplicate objects. */
const SAVE_OPTIONS = "garbage=4,compress,compress-fonts,objstms";

function checkCancelled(signal?: AbortSignal) {
  if (signal?.aborted) throw new EngineError("cancelled", "Cancelled.");
}

interface ImageEntry {
  ref: PDFObject;
  num: number;
}

export async function runDocumentJob(
  input: Uint8Array,
  job: DocumentJob,
  hooks: JobHooks = {},
): Promise<DocumentResult> {
  const { signal } = hooks;
  const { level, password } = job.output.options;
  const settings = PDF_LEVELS[level];
  if (!settings) throw new EngineError("invalid-job", `Unknown PDF level "${String(level)}".`);
  if (job.steps.length > 0) throw new EngineError("invalid-job", "PDF jobs take no image steps.");
  const progress = (stage: DocumentStage, percent: number) => hooks.onProgress?.({ stage, percent });
  checkCancelled(signal);
  progress("open", 2);
  const mupdf = await loadMupdf();
  const opened = openPdf(mupdf, input, password);
  const { doc, pages, encrypted } = opened;
  // Images are loaded from a second copy only (see recompressImage).
  const reader = openPdf(mupdf, input, password).doc;
  try {
    const notes: string[] = [];
    // MuPDF rebuilds a damaged file's structure but copies damaged streams as they are, so the
    // copy could be as broken as the source while looking repaired: such files are refused.
    if (doc.wasRepaired()) {
      throw new EngineError(
        "corrupt",
        "This PDF is damaged (its structure had to be rebuilt), so Squish leaves it unchanged rather than risk losing content.",
      );
    }
    const originalWords = pageWords(reader);

    // Every image XObject, keyed by MuPDF's cached image so page draws can be matched to it.
    const images: ImageEntry[] = [];
    const pointers = new Map<number, number>();
    const loaded: Image[] = [];
    const maskParent = new Map<number, number>();
    for (let num = 1; num < doc.countObjects(); num++) {
      const ref = doc.newIndirect(num);
      if (!ref.isStream()) continue;
      const dict = ref; // never ref.resolve(): see recompressImage
      const subtype = dict.get("Subtype");
      if (!subtype.isName() || subtype.asName() !== "Image") continue;
      images.push({ ref, num });
      const smask = dict.get("SMask");
      if (smask.isIndirect()) maskParent.set(smask.asIndirect(), num);
      try {
        // Held until the pages are measured, so no pointer is freed and reused by another image.
        const image = reader.loadImage(reader.newIndirect(num));
        loaded.push(image);
        pointers.set(image.pointer, num);
      } catch {
        // An image MuPDF cannot load is left as it is below.
      }
    }
    const ppiByObject = measureImageUse(mupdf, reader, pointers);
    for (const image of loaded) image.destroy();
    const cmykProfile = defaultCmyk(mupdf, reader);

    progress("images", 10);
    const report = { found: images.length, reencoded: 0, downsampled: 0, kept: {} as Record<string, number> };
    for (const [index, { ref, num }] of images.entries()) {
      checkCancelled(signal);
      const parent = maskParent.get(num);
      // A soft mask is not drawn by itself: it follows the resolution of its image.
      const ppi =
        ppiByObject.get(num) ?? (parent === undefined ? undefined : maskPpi(ref, images, parent, ppiByObject));
      try {
        const outcome = await recompressImage(
          mupdf,
          doc,
          reader,
          ref,
          settings,
          ppi,
          parent !== undefined,
          cmykProfile,
        );
        if (outcome.action === "kept") report.kept[outcome.reason] = (report.kept[outcome.reason] ?? 0) + 1;
        else {
          report.reencoded++;
          if (outcome.downsampled) report.downsampled++;
        }
      } catch {
        report.kept["could not be decoded"] = (report.kept["could not be decoded"] ?? 0) + 1;
      }
      progress("images", Math.round(10 + (70 * (index + 1)) / images.length));
    }
    const removed = stripExtras(doc, settings.dropMetadata);
    // After CMYK images became RGB, a press profile for DeviceCMYK may describe nothing left.
    if (dropUnusedCmykProfiles(doc) > 0) removed.push("unused CMYK colour profile");

    checkCancelled(signal);
    progress("save", 82);
    // Encrypted files keep their encryption and passwords: compressing must not unlock them.
    const saved = doc.saveToBuffer(`${SAVE_OPTIONS}${encrypted ? ",encrypt=keep" : ""}`);
    const bytes = new Uint8Array(saved.asUint8Array());
    saved.destroy();

    progress("verify", 90);
    const problem = verify(mupdf, bytes, password, pages, originalWords);
    const base = {
      kind: "document" as const,
      format: "pdf" as const,
      mimeType: "application/pdf" as const,
      extension: "pdf" as const,
      level,
      pages,
      images: report,
      originalSize: input.byteLength,
      encrypted,
    };
    describeWork(notes, report, removed, encrypted);
    if (problem || bytes.byteLength >= input.byteLength) {
      notes.push(
        problem
          ? `The compressed file failed the check (${problem}), so the original is kept.`
          : "The compressed file was not smaller, so the original is kept.",
      );
      return { ...base, bytes: input, size: input.byteLength, keptOriginal: true, notes };
    }
    progress("verify", 100);
    return { ...base, bytes, size: bytes.byteLength, keptOriginal: false, notes };
  } finally {
    reader.destroy();
    doc.destroy();
  }
}

function maskPpi(
  mask: PDFObject,
  images: ImageEntry[],
  parent: number,
  ppiByObject: Map<number, number>,
): number | undefined {
  const parentPpi = ppiByObject.get(parent);
  const parentRef = images.find((entry) => entry.num === parent)?.ref;
  if (parentPpi === undefined || !parentRef) return undefined;
  // The mask covers the same area as its image, so its resolution scales with its pixel width.
  return (parentPpi * mask.get("Width").asNumber()) / parentRef.get("Width").asNumber();
}

/** Reopens the output: same page count, and every word of each original page still on it. */
function verify(
  mupdf: Awaited<ReturnType<typeof loadMupdf>>,
  bytes: Uint8Array,
  password: string | undefined,
  pages: number,
  originalWords: Set<string>[],
): string | null {
  let reopened;
  try {
    reopened = openPdf(mupdf, bytes, password);
  } catch (error) {
    return `it could not be opened again: ${(error as Error).message}`;
  }
  try {
    if (reopened.pages !== pages) return `${reopened.pages} pages instead of ${pages}`;
    const missing = missingWord(originalWords, pageWords(reopened.doc));
    return missing ? `the word "${missing.word}" went missing on page ${missing.page}` : null;
  } finally {
    reopened.doc.destroy();
  }
}

function describeWork(notes: string[], report: DocumentResult["images"], removed: string[], encrypted: boolean): void {
  const { found, reencoded, downsampled } = report;
  notes.push(
    found === 0
      ? "No images to compress; fonts and page content were recompressed."
      : `${reencoded} of ${found} images re-encoded${downsampled ? `, ${downsampled} of them at a lower resolution` : ""}.`,
  );
  for (const [reason, count] of Object.entries(report.kept)) notes.push(`${count} kept as they were: ${reason}.`);
  if (removed.length) notes.push(`Removed ${removed.join(", ")}.`);
  notes.push("Unused objects removed, duplicates merged, object streams used.");
  if (encrypted) notes.push("The encryption and its passwords are kept.");
}
