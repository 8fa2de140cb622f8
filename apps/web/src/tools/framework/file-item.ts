/**
 * One file in a tool (image-tools.md section 3): what was added, what the person chose for it, how
 * far its processing is, and the result. Items are immutable snapshots; the store replaces them.
 */
import type { JobStage } from "@squish/engine/pipeline/run-job";

export type ItemStatus = "pending" | "processing" | "completed" | "error";

export interface ToolResult {
  blob: Blob;
  /** Object URL of `blob`, for the card's preview and the compare viewer; revoked with the item. */
  url: string;
  size: number;
  width: number;
  height: number;
  mimeType: string;
  extension: string;
  /** The encoded file was not smaller, so the original is kept (never offered as a saving). */
  keptOriginal: boolean;
  /** SSIM of the result against its source, 0 to 1, for lossy results. */
  quality?: number;
  /** What the result no longer carries: "location", "camera", ... */
  removed: string[];
}

export interface FileItem<ItemOptions> {
  id: string;
  file: File;
  /** Shown and used for downloads; the person can rename it. */
  name: string;
  originalSize: number;
  lastModified: number;
  /** Object URL of the original, revoked when the item goes. */
  preview: string;
  status: ItemStatus;
  /** 0 to 100 while processing, from the engine's real stages; absent otherwise. */
  progress?: number;
  stage?: JobStage;
  /** Per-file choices that override the settings panel (quality, level). */
  options: Partial<ItemOptions>;
  result?: ToolResult;
  error?: string;
}

export const isDone = (item: FileItem<unknown>) => item.status === "completed" && item.result !== undefined;

/** Files still to process: pending or failed ones. */
export const isUnprocessed = (item: FileItem<unknown>) => item.status === "pending" || item.status === "error";

/** Progress shown for each real stage of the engine. */
export const STAGE_PROGRESS: Record<JobStage, number> = { decode: 10, resize: 35, encode: 55, measure: 85 };
