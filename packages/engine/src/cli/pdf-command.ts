/**
 * `squish pdf FILE [--level extreme|recommended|light] [--password P]`: the PDF compressor's job,
 * and the line the command prints per file (pages, images, what was done).
 */
import { formatBytes } from "@squish/shared/format-bytes";
import { isPdfLevel, PDF_LEVEL_NAMES } from "../pdf/levels.ts";
import type { DocumentJob, DocumentResult } from "../pipeline/job.ts";

export interface PdfCommandOptions {
  level?: string;
  password?: string;
}

/** The job, or a message for the usage error. */
export function pdfJob(o: PdfCommandOptions): DocumentJob | string {
  const level = o.level ?? "recommended";
  if (!isPdfLevel(level)) return `--level must be one of ${PDF_LEVEL_NAMES.join(", ")}.`;
  return {
    kind: "document",
    steps: [],
    output: { format: "pdf", options: { level, ...(o.password !== undefined && { password: o.password }) } },
  };
}

export function describePdf(file: string, result: DocumentResult, name: string): string {
  const saving = Math.round(100 * (1 - result.size / result.originalSize));
  const facts = [
    `${result.pages} page${result.pages === 1 ? "" : "s"}`,
    `${result.images.found} image${result.images.found === 1 ? "" : "s"} found, ${result.images.reencoded} re-encoded`,
    result.keptOriginal ? "original kept" : `${saving}% smaller`,
  ];
  const sizes = `${formatBytes(result.originalSize)} -> ${formatBytes(result.size)}`;
  return `${file}: ${sizes} (${facts.join("; ")}) -> ${name}\n  ${result.notes.join("\n  ")}`;
}
