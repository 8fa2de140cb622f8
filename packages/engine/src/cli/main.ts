/**
 * The command-line interface: the same engine the site runs, for scripts.
 *
 *   squish compress photo.jpg --quality 75 --out dir/
 *   squish png image.png          (lossless OxiPNG)
 *   squish webp photo.jpg --quality 80
 *   squish avif photo.jpg
 *   squish resize photo.jpg --max 1024
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { basename, extname, join } from "node:path";
import { parseArgs } from "node:util";
import { isEngineError } from "../errors.ts";
import { removedLabels } from "../metadata/metadata-report.ts";
import { runJob, type JobSpec } from "../pipeline/run-job.ts";
import { useNodeWasm } from "../wasm/node-wasm.ts";
import { formatBytes } from "@squish/shared/format-bytes";

const USAGE = `Usage: squish <compress|png|webp|avif|resize> FILE... [--quality N] [--max PIXELS] [--out DIR]

  compress  re-encode in the same format (JPEG with MozJPEG, PNG with OxiPNG, ...)
  png       lossless PNG with OxiPNG
  webp      convert to WebP
  avif      convert to AVIF
  resize    fit inside --max pixels (default 2048), same format

Files are written to --out (default: the current folder) as compressed_NAME; originals are never changed.`;

const COMMANDS: Record<string, JobSpec["format"]> = {
  compress: "same",
  png: "png",
  webp: "webp",
  avif: "avif",
  resize: "same",
};

export async function main(argv: string[], log: (line: string) => void = console.log): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        quality: { type: "string", short: "q" },
        max: { type: "string", short: "m" },
        out: { type: "string", short: "o", default: "." },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    log(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command, ...files] = parsed.positionals;
  if (parsed.values.help || !command) {
    log(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  const format = COMMANDS[command];
  if (!format || files.length === 0) {
    log(`${format ? "No files given." : `Unknown command "${command}".`}\n\n${USAGE}`);
    return 2;
  }
  const quality = parsed.values.quality === undefined ? undefined : Number(parsed.values.quality);
  if (quality !== undefined && !(Number.isInteger(quality) && quality >= 1 && quality <= 100)) {
    log("--quality must be a whole number from 1 to 100.");
    return 2;
  }
  const max = Number(parsed.values.max ?? (command === "resize" ? 2048 : NaN));
  if (parsed.values.max !== undefined && !(Number.isInteger(max) && max > 0)) {
    log("--max must be a whole number of pixels above 0.");
    return 2;
  }

  useNodeWasm();
  await mkdir(parsed.values.out, { recursive: true });
  let failures = 0;
  for (const file of files) {
    try {
      const spec: JobSpec = {
        format,
        measureQuality: true,
        ...(quality === undefined ? {} : { options: { quality } }),
        ...(Number.isFinite(max) ? { maxSize: { width: max, height: max } } : {}),
      };
      const result = await runJob(new Uint8Array(await readFile(file)), spec);
      const name = `compressed_${basename(file, extname(file))}.${result.extension}`;
      await writeFile(join(parsed.values.out, name), result.bytes);
      const saving = Math.round(100 * (1 - result.size / result.originalSize));
      const notes = [
        result.keptOriginal
          ? "already well compressed: original kept"
          : saving >= 0
            ? `${saving}% smaller`
            : `${-saving}% larger in the new format`,
        result.quality === undefined ? "" : `SSIM ${result.quality.toFixed(3)}`,
        removedLabels(result.metadataRemoved).length
          ? `removed ${removedLabels(result.metadataRemoved).join(", ")}`
          : "",
      ].filter(Boolean);
      log(
        `${file}: ${formatBytes(result.originalSize)} -> ${formatBytes(result.size)} (${notes.join("; ")}) -> ${name}`,
      );
    } catch (error) {
      failures++;
      log(`${file}: ${isEngineError(error) ? error.message : `could not be processed (${(error as Error).message})`}`);
    }
  }
  return failures === 0 ? 0 : 1;
}
