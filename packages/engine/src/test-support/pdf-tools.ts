/**
 * Outside references for PDF tests: qpdf (`qpdf --check`, and making encrypted files the corpus
 * lacks), poppler's `pdftotext` (an independent text layer) and MuPDF's own renderer for page
 * pictures. Tests that need a tool skip with a reason where it is not installed
 * (`apt-get install poppler-utils qpdf ghostscript`; `.ci/run` does).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RgbaImage } from "../image.ts";
import { pixmapToRgba } from "../pdf/image-pixels.ts";
import { loadMupdf } from "../pdf/mupdf.ts";
import { readManifest, type CorpusEntry } from "./corpus.ts";

const tool = (name: string) => (existsSync(`/usr/bin/${name}`) ? `/usr/bin/${name}` : null);

export const QPDF = tool("qpdf");
export const PDFTOTEXT = tool("pdftotext");
export const GHOSTSCRIPT = tool("gs");

function withTempFile<T>(bytes: Uint8Array, use: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "squish-pdf-"));
  try {
    const file = join(dir, "in.pdf");
    writeFileSync(file, bytes);
    return use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `qpdf --check`: exit 0 means no errors and no warnings. Returns its output on failure. */
export function qpdfCheck(bytes: Uint8Array, password?: string): { ok: boolean; output: string } {
  if (!QPDF) throw new Error("qpdf is not installed");
  return withTempFile(bytes, (file) => {
    const args = ["--check", ...(password ? [`--password=${password}`] : []), file];
    const run = spawnSync(QPDF, args, { encoding: "utf8" });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  });
}

/** Words per page as poppler extracts them. */
export function popplerWords(bytes: Uint8Array, password?: string): Set<string>[] {
  if (!PDFTOTEXT) throw new Error("pdftotext is not installed");
  return withTempFile(bytes, (file) => {
    const args = [...(password ? ["-upw", password] : []), file, "-"];
    const text = execFileSync(PDFTOTEXT, args, { encoding: "utf8", maxBuffer: 1 << 28 });
    // pdftotext ends every page with a form feed.
    return text
      .split("\f")
      .slice(0, -1)
      .map((page) => new Set(page.split(/\s+/).filter(Boolean)));
  });
}

/** A copy encrypted by qpdf (AES-256): user password "" makes it restrictions-only. */
export function qpdfEncrypt(bytes: Uint8Array, user: string, owner: string): Uint8Array {
  if (!QPDF) throw new Error("qpdf is not installed");
  return withTempFile(bytes, (file) => {
    const out = `${file}.enc.pdf`;
    execFileSync(QPDF, ["--encrypt", user, owner, "256", "--print=none", "--modify=none", "--", file, out]);
    return new Uint8Array(readFileSync(out));
  });
}

/** Every page rendered by MuPDF at `dpi`, as RGBA. */
export async function renderPages(bytes: Uint8Array, dpi = 72, password?: string): Promise<RgbaImage[]> {
  const mupdf = await loadMupdf();
  const doc = new mupdf.PDFDocument(bytes);
  if (doc.needsPassword()) doc.authenticatePassword(password ?? "");
  const pages: RgbaImage[] = [];
  try {
    for (let index = 0; index < doc.countPages(); index++) {
      const page = doc.loadPage(index);
      const pixmap = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceRGB, false);
      pages.push(pixmapToRgba(pixmap));
      pixmap.destroy();
      page.destroy();
    }
  } finally {
    doc.destroy();
  }
  return pages;
}

/** The password recorded in a corpus entry's note (`user password "..."`), if any. */
export function corpusPassword(dir: string, file: string): string | undefined {
  const line = readFileSync(join(dir, "MANIFEST.tsv"), "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${file}\t`));
  return line?.match(/user password "([^"]*)"/)?.[1];
}

export function pdfEntries(dir: string, folder: "pdf" | "malformed"): CorpusEntry[] {
  return readManifest(dir).filter((entry) => entry.file.startsWith(`${folder}/`) && entry.file.endsWith(".pdf"));
}

/**
 * Mean absolute difference per RGB channel (0-255) between two renders of the same page, after
 * averaging 8x8 blocks: SSIM looks at luma only, this catches a colour shift (a CMYK image
 * converted through the wrong profile) while ignoring JPEG noise.
 */
export function colourShift(a: RgbaImage, b: RgbaImage): number {
  const block = 8;
  let total = 0;
  let count = 0;
  for (let by = 0; by + block <= a.height; by += block) {
    for (let bx = 0; bx + block <= a.width; bx += block) {
      for (let c = 0; c < 3; c++) {
        let sa = 0;
        let sb = 0;
        for (let y = by; y < by + block; y++) {
          for (let x = bx; x < bx + block; x++) {
            const i = (y * a.width + x) * 4 + c;
            sa += a.data[i]!;
            sb += b.data[i]!;
          }
        }
        total += Math.abs(sa - sb) / (block * block);
        count++;
      }
    }
  }
  return count ? total / count : 0;
}
