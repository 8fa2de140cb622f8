/**
 * PDF rows of `npm run bench:engine`: the PDF compressor (MuPDF in WebAssembly + MozJPEG, level
 * "recommended" unless PDF_LEVEL says otherwise) against native Ghostscript
 * `gs -sDEVICE=pdfwrite -dPDFSETTINGS=/ebook`, per corpus PDF: bytes, time, peak memory, the
 * lowest page SSIM (both renders by MuPDF at 72 dpi, against the original) and whether every
 * word of the original is still on its page. Where Ghostscript makes a file bigger or fails, the
 * original counts for it, as a person would keep the original. Password-protected files get their
 * password (from the manifest) on both sides.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { runDocumentJob } from "../packages/engine/src/pdf/compress-pdf.ts";
import { isPdfLevel, type PdfLevel } from "../packages/engine/src/pdf/levels.ts";
import { loadMupdf } from "../packages/engine/src/pdf/mupdf.ts";
import { missingWord, pageWords } from "../packages/engine/src/pdf/page-text.ts";
import { ssim } from "../packages/engine/src/quality/ssim.ts";
import { corpusPassword, renderPages } from "../packages/engine/src/test-support/pdf-tools.ts";
import { CORPUS_DIR } from "./corpus-files.ts";

const KB = (n: number) => (n / 1024).toFixed(0);

export function ghostscriptVersion(): string | null {
  const run = spawnSync("gs", ["--version"], { encoding: "utf8" });
  return run.status === 0 ? run.stdout.trim() : null;
}

/** Ghostscript /ebook through /usr/bin/time for its CPU time (user, system s) and peak memory (max RSS, KB). */
export function ghostscript(file: string, password: string | undefined, out: string) {
  const args = [
    "-f",
    "%U %S %M",
    "gs",
    "-q",
    "-dNOPAUSE",
    "-dBATCH",
    "-dSAFER",
    "-sDEVICE=pdfwrite",
    "-dPDFSETTINGS=/ebook",
    ...(password ? [`-sPDFPassword=${password}`] : []),
    `-sOutputFile=${out}`,
    file,
  ];
  const started = performance.now();
  const run = spawnSync("/usr/bin/time", args, { encoding: "utf8", timeout: 300_000 });
  const ms = performance.now() - started;
  const times = /([\d.]+) ([\d.]+) (\d+)\s*$/.exec(run.stderr);
  const cpuMs = times ? (Number(times[1]) + Number(times[2])) * 1000 : Number.NaN;
  const peakKb = Number(times?.[3] ?? NaN);
  let bytes: Uint8Array | null = null;
  try {
    bytes = run.status === 0 ? new Uint8Array(readFileSync(out)) : null;
  } catch {
    bytes = null;
  }
  return { bytes, ms, cpuMs, peakMb: peakKb / 1024 };
}

/** Lowest page SSIM and whether every word stayed, for a candidate against the original. */
export async function judge(original: Uint8Array, candidate: Uint8Array, password?: string) {
  const mupdf = await loadMupdf();
  const open = (bytes: Uint8Array) => {
    const doc = new mupdf.PDFDocument(bytes);
    if (doc.needsPassword()) doc.authenticatePassword(password ?? "");
    return doc;
  };
  const a = open(original);
  const b = open(candidate);
  let wordsKept = false;
  try {
    wordsKept = a.countPages() === b.countPages() && missingWord(pageWords(a), pageWords(b)) === null;
  } catch {
    wordsKept = false;
  } finally {
    a.destroy();
    b.destroy();
  }
  const [ra, rb] = await Promise.all([renderPages(original, 72, password), renderPages(candidate, 72, password)]);
  const minSsim = ra.length === rb.length ? Math.min(...ra.map((page, i) => ssim(page, rb[i]!))) : 0;
  return { minSsim, wordsKept };
}

export async function pdfBench() {
  const level: PdfLevel = isPdfLevel(process.env.PDF_LEVEL ?? "") ? (process.env.PDF_LEVEL as PdfLevel) : "recommended";
  const dir = join(CORPUS_DIR, "pdf");
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".pdf"))
    .sort();
  const gsVersion = ghostscriptVersion();
  console.log(
    `\nPDF: ours (${level}) vs Ghostscript ${gsVersion ?? "(not installed: apt-get install -y ghostscript)"} /ebook; SSIM = lowest page, MuPDF renders at 72 dpi vs the original; words = every word of every page kept`,
  );
  console.log(
    "file | KB | ours KB | ours ms | ours peak MB | ours SSIM | ours words | gs KB (counted) | gs ms | gs peak MB | gs SSIM | gs words | ours/gs",
  );
  const work = mkdtempSync(join(tmpdir(), "squish-bench-pdf-"));
  const totals = { original: 0, ours: 0, gs: 0, oursMinSsim: 1, gsMinSsim: 1, oursWords: true, gsWords: true };
  try {
    for (const name of files) {
      const file = join(dir, name);
      const input = new Uint8Array(readFileSync(file));
      const password = corpusPassword(CORPUS_DIR, `pdf/${name}`);
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      const started = performance.now();
      const ours = await runDocumentJob(input, {
        kind: "document",
        steps: [],
        output: { format: "pdf", options: { level, ...(password && { password }) } },
      });
      const oursMs = performance.now() - started;
      clearInterval(sampler);
      const oursJudged = await judge(input, ours.bytes, password);

      const gs = gsVersion ? ghostscript(file, password, join(work, name)) : null;
      const gsUsable = gs?.bytes && gs.bytes.byteLength < input.byteLength ? gs.bytes : null;
      const gsCounted = gsUsable ?? input;
      const gsJudged = gs?.bytes ? await judge(input, gs.bytes, password).catch(() => null) : null;

      totals.original += input.byteLength;
      totals.ours += ours.size;
      totals.gs += gsCounted.byteLength;
      totals.oursMinSsim = Math.min(totals.oursMinSsim, oursJudged.minSsim);
      totals.oursWords &&= oursJudged.wordsKept;
      if (gsUsable && gsJudged) {
        totals.gsMinSsim = Math.min(totals.gsMinSsim, gsJudged.minSsim);
        totals.gsWords &&= gsJudged.wordsKept;
      }
      console.log(
        [
          basename(name),
          KB(input.byteLength),
          `${KB(ours.size)}${ours.keptOriginal ? " (original)" : ""}`,
          oursMs.toFixed(0),
          `+${((peak - before) / 1048576).toFixed(0)}`,
          oursJudged.minSsim.toFixed(4),
          oursJudged.wordsKept ? "yes" : "NO",
          gs
            ? `${KB(gsCounted.byteLength)}${gsUsable ? "" : gs.bytes ? ` (original; gs gave ${KB(gs.bytes.byteLength)})` : " (original; gs failed)"}`
            : "-",
          gs ? gs.ms.toFixed(0) : "-",
          gs ? gs.peakMb.toFixed(0) : "-",
          gsJudged ? gsJudged.minSsim.toFixed(4) : "-",
          gsJudged ? (gsJudged.wordsKept ? "yes" : "NO") : "-",
          gs ? (ours.size / gsCounted.byteLength).toFixed(3) : "-",
        ].join(" | "),
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(
    `total | ${KB(totals.original)} | ${KB(totals.ours)} | | | ${totals.oursMinSsim.toFixed(4)} | ${totals.oursWords ? "yes" : "NO"} | ${KB(totals.gs)} | | | ${totals.gsMinSsim.toFixed(4)} (files gs shrank) | ${totals.gsWords ? "yes" : "NO"} | ${(totals.ours / totals.gs).toFixed(3)}`,
  );
  console.log(
    `target: ours/gs <= 0.75 at lowest page SSIM >= 0.99 and every word kept -> ${totals.ours / totals.gs <= 0.75 && totals.oursMinSsim >= 0.99 && totals.oursWords ? "met" : "NOT met"}`,
  );
}
