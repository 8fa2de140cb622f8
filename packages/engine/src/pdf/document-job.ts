/**
 * `kind: "document"` jobs: a PDF made smaller at a level, and what the result says about it. The
 * shape follows image jobs (`{ kind, steps, output }`) so tools, the worker protocol and the
 * command line pass them around the same way; documents take no steps yet.
 */
import type { Step } from "../steps/step.ts";
import type { PdfLevel } from "./levels.ts";

export type { PdfLevel } from "./levels.ts";

export interface DocumentJob {
  kind: "document";
  /** Image steps do not apply to documents: must be empty (a job with steps is refused). */
  steps: readonly Step[];
  output: { format: "pdf"; options: { level: PdfLevel; password?: string } };
}

/** Stages of a document job, reported as progress: open, re-encode images, save, check the output. */
export type DocumentStage = "open" | "images" | "save" | "verify";

export interface DocumentImageReport {
  /** Image XObjects in the file (soft masks included). */
  found: number;
  /** Written again, as JPEG or Flate. */
  reencoded: number;
  /** Of those, brought down to the level's resolution. */
  downsampled: number;
  /** Left as they were, with why (counts per reason). */
  kept: Record<string, number>;
}

export interface DocumentResult {
  kind: "document";
  bytes: Uint8Array;
  format: "pdf";
  mimeType: "application/pdf";
  extension: "pdf";
  level: PdfLevel;
  pages: number;
  images: DocumentImageReport;
  originalSize: number;
  size: number;
  /** The output was broken or not smaller, so these are the original bytes; `notes` says why. */
  keptOriginal: boolean;
  /** The source was encrypted; the output keeps the same encryption and passwords. */
  encrypted: boolean;
  /** What was done, sentence by sentence, for the person and the command line. */
  notes: string[];
}
