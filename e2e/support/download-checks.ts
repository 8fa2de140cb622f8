/**
 * The download contract's checks (e2e/download-contract.e2e.ts): one delivered file held against
 * its source, what its card said and the job the tool's own recipe makes. Plain Node, no browser,
 * so each check can be tried on a wrong file by hand.
 */
import sharp from "sharp";
import { savingsPercent } from "@squish/shared/compression";
import { formatBytes } from "@squish/shared/format-bytes";
import { outputName } from "../../apps/web/src/tools/framework/download.ts";
import type { AnyToolDefinition, ToolJob } from "../../apps/web/src/tools/framework/tool-definition.ts";
import type { ProbedFile } from "../../apps/web/src/tools/framework/file-item.ts";
import { EXTENSIONS, formatOf, framesOf, privateTags, webpKind, type FileFormat, type Frames } from "./file-readers.ts";

export interface Source {
  path: string;
  name: string;
  bytes: Uint8Array;
  format: FileFormat;
  frames: Frames | undefined;
}

/** What the page's probe reads from a header (GIFs are not told animated there). */
export function probeOf(source: Source): ProbedFile {
  const animated = source.format !== "gif" && (source.frames?.count ?? 1) > 1;
  return { name: source.name, size: source.bytes.length, format: source.format, animated };
}

/** The formats a job may deliver for this source, from the tool's own recipe. */
export function formatsWritten(job: ToolJob, source: Source): Set<FileFormat> {
  const output = job.output as { format: string; options?: { toWebpIfSmaller?: boolean } };
  switch (output.format) {
    case "same": {
      // The source's own format (a GIF stays a GIF: issue 22, 6); a HEIC comes back as JPEG and a
      // BMP as PNG, formats nothing writes (engine job.ts).
      const same = { heic: "jpeg", bmp: "png" }[source.format as string] ?? source.format;
      return new Set([same as FileFormat]);
    }
    case "auto":
      return new Set(["jpeg", "png", "webp", "avif"]);
    case "gif":
      return new Set(output.options?.toWebpIfSmaller ? ["gif", "webp"] : ["gif"]);
    default:
      return new Set([output.format as FileFormat]);
  }
}

/** What the card (or table row) shows for one file. */
export interface Shown {
  status: string;
  error: string;
  kept: string | null;
  /** The summary's first line: the original's size then the result's, and the saving. */
  sizes: string | null;
  summary: string | null;
  candidates: string | null;
  animation: string | null;
  /** The table's cells (bulk compressor). */
  cells: string[];
}

const SIZE = /(\d+(?:\.\d+)?) (Bytes|KB|MB|GB)/g;
export const sizesIn = (text: string) => [...text.matchAll(SIZE)].map((m) => m[0]);
/** A shown size back in bytes, to the precision it was shown at. */
const bytesOf = (shown: string) => {
  const [, value, unit] = /(\d+(?:\.\d+)?) (\w+)/.exec(shown)!;
  return Number(value) * 1024 ** ["Bytes", "KB", "MB", "GB"].indexOf(unit!);
};

/** The words the cards and the table use for each delivered format. */
export const FORMAT_WORDS: Record<FileFormat, readonly string[]> = {
  jpeg: ["JPEG"],
  png: ["PNG", "animated PNG"],
  gif: ["GIF"],
  webp: ["WEBP", "animated WebP"],
  avif: ["AVIF"],
  heic: ["HEIC"],
  pdf: ["PDF"],
  bmp: ["BMP"],
};

export interface Delivered {
  name: string;
  path: string;
  bytes: Uint8Array;
}

/** One delivered file with everything it is held against. */
interface Case {
  say(problem: string): void;
  tool: AnyToolDefinition;
  job: ToolJob;
  source: Source;
  shown: Shown;
  file: Delivered;
  format: FileFormat;
  /** The file's size as the site writes sizes. */
  size: string;
}

/** The name says what the bytes are, and the tool's recipe writes that format. */
function checkBytes({ say, tool, job, source, file, format }: Case): void {
  const extension = file.name.split(".").pop()!.toLowerCase();
  if (!EXTENSIONS[format].includes(extension)) say(`${file.name} holds ${format} bytes`);
  const written = formatsWritten(job, source);
  if (!written.has(format)) say(`${format} delivered; the tool writes ${[...written].join(", ")}`);
  if (!tool.outputNameFor && file.name !== outputName(tool.outputPrefix, source.name, extension)) {
    say(`named ${file.name}, not after the tool and the source`);
  }
  // "Same as original" keeps a lossless WebP lossless.
  if ((job.output as { format: string }).format === "same" && source.format === "webp" && format === "webp") {
    const kinds = [webpKind(source.bytes), webpKind(file.bytes)];
    if (kinds[0] !== kinds[1]) say(`"Same as original" turned a ${kinds[0]} WebP ${kinds[1]}`);
  }
}

/** No location and no camera where the job removes metadata (every image job unless it keeps it). */
function checkPrivacy({ say, job }: Case, tags: Record<string, unknown>): void {
  if (job.kind === "document" || (job.kind === "image" && job.keepMetadata)) return;
  const left = privateTags(tags);
  if (left.length > 0) say(`still carries ${left.map((t) => `${t}=${String(tags[t])}`).join(", ")}`);
}

/** The card (or the table's "After") and the Downloads panel show the delivered size. */
function checkSizes({ say, tool, shown, file, size }: Case, panelSize: string | undefined): void {
  const cardSize =
    shown.kept !== null ? sizesIn(shown.kept)[0] : (sizesIn(shown.sizes ?? "")[1] ?? sizesIn(shown.cells[3] ?? "")[0]);
  if (cardSize !== size) say(`the card shows ${cardSize}, the file is ${size} (${file.bytes.length} bytes)`);
  if (tool.layout !== "table" && panelSize !== size) say(`the Downloads panel shows ${panelSize}, the file is ${size}`);
}

/** "Kept" is the original's format and no bigger; otherwise the saving, format and size are the file's. */
async function checkWords({ say, source, shown, file, format }: Case): Promise<void> {
  const saving = savingsPercent(source.bytes.length, file.bytes.length);
  if (shown.kept !== null || (shown.cells[6]?.includes("Original kept") ?? false)) {
    if (format !== source.format) say(`"kept original", yet ${source.format} came back as ${format}`);
    if (file.bytes.length > source.bytes.length) say(`"kept original" is bigger than the original`);
  } else if (shown.summary !== null) {
    const said = saving < 0 ? `${-saving}% larger` : `-${saving}%`;
    if (!shown.summary.includes(said)) say(`the card does not say ${said}: "${shown.sizes}"`);
    if (sizesIn(shown.sizes ?? "")[0] !== formatBytes(source.bytes.length)) say(`the card's original size is wrong`);
    if (format === "pdf") return;
    const line = /(\d+) × (\d+) (animated \w+|\w+)/.exec(shown.summary);
    if (!line || !FORMAT_WORDS[format].includes(line[3]!)) say(`the card says "${line?.[0]}" of a ${format}`);
    const meta = await sharp(file.bytes).metadata();
    const height = meta.pageHeight ?? meta.height;
    const dims = (meta.orientation ?? 1) >= 5 ? [height, meta.width] : [meta.width, height];
    if (line && `${line[1]}x${line[2]}` !== dims.join("x")) {
      say(`the card says ${line[1]} × ${line[2]}, the file is ${dims.join(" × ")}`);
    }
  } else if (shown.cells.length > 0) {
    const said = saving < 0 ? `+${-saving}%` : `${saving}%`;
    if (shown.cells[4] !== said) say(`the row says ${shown.cells[4]}, the file saves ${said}`);
    const shownFormat = shown.cells[1]!.split("→").pop()!.trim().toLowerCase();
    if (shownFormat !== format) say(`the row says ${shown.cells[1]}, the file is ${format}`);
  }
}

/** "Tried:" names the file as the kept candidate, and "the original is smaller than ..." is true of it. */
function checkCandidates({ say, shown, format, size }: Case): void {
  if (!shown.candidates) return;
  const tried = [...shown.candidates.matchAll(/(\w+) (\d+(?:\.\d+)? (?:Bytes|KB|MB|GB))( \(kept\))?/g)];
  const kept = tried.find((c) => c[3]);
  if (kept && (kept[1]!.toLowerCase() !== format || kept[2] !== size)) {
    say(`"${shown.candidates}" but ${format} ${size} came`);
  }
  // "The original (X) is smaller than WebP and AVIF, so it is kept" (or "than all of them"): true of
  // what came, which as a kept original has lost its metadata and may be smaller than the upload.
  const claim = /original(?: \((.+?)\))? is smaller than (.+?)(?:, so it is kept|\.|$)/.exec(shown.candidates);
  if (!claim) return;
  if (claim[1] !== undefined && claim[1] !== size) say(`"${shown.candidates}" but the original came as ${size}`);
  const named = claim[2] === "all of them" ? tried : tried.filter((c) => claim[2]!.includes(c[1]!));
  const smaller = named.filter((c) => bytesOf(c[2]!) < bytesOf(size));
  if (smaller.length > 0)
    say(`"${shown.candidates}": ${smaller.map((c) => c[1]).join(", ")} smaller than the original`);
}

/** An animation keeps its frames and length, unless the job asked for the first frame (the page says so). */
async function checkFrames({ say, job, source, shown, file, format }: Case): Promise<void> {
  if (!source.frames || source.frames.count <= 1) return;
  const frames = await framesOf(file.path, file.bytes);
  if (job.kind === "image" && job.firstFrame === true && (frames?.count ?? 1) === 1) return;
  const got = frames ? `${frames.count} frames, ${frames.durationMs} ms` : `a still ${format}`;
  const want = `${source.frames.count} frames, ${source.frames.durationMs} ms`;
  if (got !== want) say(`animation of ${want} delivered as ${got}, without a word`);
  if (frames && shown.animation && !shown.animation.startsWith(`${frames.count} frames`)) {
    say(`the card says "${shown.animation}" of ${got}`);
  }
}

/** Every check on one delivered file; what fails is added to `problems`. */
export async function checkFile(
  problems: string[],
  tool: AnyToolDefinition,
  job: ToolJob,
  source: Source,
  shown: Shown,
  file: Delivered,
  tags: Record<string, unknown>,
  panelSize: string | undefined,
): Promise<void> {
  const say = (what: string) => void problems.push(`${source.name}: ${what}`);
  const format = formatOf(file.bytes);
  if (!format) return say(`${file.name} is in no format we know`);
  const each: Case = { say, tool, job, source, shown, file, format, size: formatBytes(file.bytes.length) };
  checkBytes(each);
  checkPrivacy(each, tags);
  checkSizes(each, panelSize);
  await checkWords(each);
  checkCandidates(each);
  await checkFrames(each);
}
