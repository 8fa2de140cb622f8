/**
 * One file in a tool (image-tools.md section 3): what was added, what the person chose for it, how
 * far its processing is, and the result. Items are immutable snapshots; the store replaces them.
 */
import type { DocumentImageReport, EngineErrorCode, JobStage, PdfFacts, SniffedFormat } from "@squish/engine";
import type { SmartLevel } from "@squish/shared/perceived-quality";

/** What the page knows of a file before processing it: read from its header, never decoded. */
export interface ProbedFile {
  name: string;
  size: number;
  /** The real format from the file's bytes; absent when the header could not be read. */
  format?: SniffedFormat | "heic" | "bmp";
  width?: number;
  height?: number;
  /** An animated WebP, APNG, AVIF or GIF (read from the file's structure, no pixel decoded). */
  animated?: boolean;
  /**
   * Documents: read in a worker when added (never on the page's thread), for the card's page count
   * and the size estimate. `locked` when a password is needed to read more than that.
   */
  document?: { locked: true } | { locked: false; facts: PdfFacts };
}

/**
 * Kinds of results; each has its card summary, chosen by the result's own kind (one tool may give
 * several: the WebP compressor gives images for stills and animations for animated files).
 */
export type ResultKind = "image" | "animation" | "document";

/** `skipped`: the person skipped it in the queue; it waits, unlike a failure. */
export type ItemStatus = "pending" | "processing" | "completed" | "error" | "skipped";

export interface ToolResult {
  /** What was made: the card's summary and whether it can be compared as a picture follow it. */
  kind: ResultKind;
  blob: Blob;
  /** Object URL of `blob`, for the card's preview and the compare viewer; revoked with the item. */
  url: string;
  size: number;
  /** Pixels of a picture; 0 for documents, which have pages instead. */
  width: number;
  height: number;
  format: string;
  mimeType: string;
  extension: string;
  /** The encoded file was not smaller, so the original is kept (never offered as a saving). */
  keptOriginal: boolean;
  /** SSIMULACRA 2 of the result against its source (100 identical), when measured. */
  score?: number;
  /** Smart quality: the level asked for and the quality it chose for this file. */
  smart?: { level: SmartLevel; quality: number };
  /** What the result no longer carries: "location", "camera", ... */
  removed: string[];
  /** The options it was made with, so the card can tell when a new choice needs a new run. */
  madeWith: string;
  /** A size target's outcome (the bulk compressor's "at most N KB"): whether it fits, in a sentence. */
  target?: { fits: boolean; message: string };
  /** "Auto" conversions: each format tried. */
  candidates?: { format: string; size: number; quality: number; qualified: boolean }[];
  /** Animations: what was kept of the timing. */
  animation?: { frameCount: number; durationMs: number; loopCount: number | null };
  /** Documents: pages, what became of the images, whether the encryption stayed, and what was done. */
  document?: { pages: number; images: DocumentImageReport; encrypted: boolean; notes: string[] };
}

export interface FileItem<ItemOptions> {
  id: string;
  file: File;
  /** Shown and used for downloads; the person can rename it. */
  name: string;
  /** The folder it came from inside a dropped folder ("holiday/day 1"), kept inside the ZIP. */
  folder?: string;
  originalSize: number;
  lastModified: number;
  /** Object URL of a small copy made off the main thread, for the card; absent until ready. */
  thumbnail?: string;
  /** Format and size read from the header. */
  probe: ProbedFile;
  status: ItemStatus;
  /** In the signed-in batch queue. */
  queued?: boolean;
  /** 0 to 100 while processing, from the engine's real stages; absent otherwise. */
  progress?: number;
  stage?: JobStage;
  /** Per-file choices that override the settings panel (quality, level, crop). */
  options: Partial<ItemOptions>;
  result?: ToolResult;
  error?: string;
  /** The engine's reason for the failure, so a tool's card can offer the fix (a password field). */
  errorCode?: EngineErrorCode;
  /** Whether trying the same file again could succeed (a crash or cancel can; a damaged file cannot). */
  retryable?: boolean;
}

/** Results that are pictures, which the compare viewer can lay over their originals (not documents). */
export const isPictureResult = (result: ToolResult) => result.kind === "image" || result.kind === "animation";

export const isDone = (item: FileItem<unknown>) => item.status === "completed" && item.result !== undefined;

/** Files still to process: waiting, skipped, or failed in a way a retry may fix. */
export const isUnprocessed = (item: FileItem<unknown>) =>
  item.status === "pending" || item.status === "skipped" || (item.status === "error" && item.retryable !== false);
