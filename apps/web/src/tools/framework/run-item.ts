/**
 * One file through the engine: its bytes go to a worker (never over the network), the card follows
 * the engine's real progress, and the result or a clear failure lands back on the item.
 */
import { isEngineError, removedLabels, type JobResult, type RunOptions } from "@squish/engine";
import type { ToolResult } from "./file-item.ts";
import type { ToolJob } from "./tool-definition.ts";
import type { FileStore } from "./file-store.ts";

export type RunOutcome =
  { kind: "completed"; result: ToolResult } | { kind: "failed"; message: string } | { kind: "cancelled" };

/** Runs a job on the engine: the page's worker pool, or a stand-in in tests. */
export type JobRunner = (input: Uint8Array, job: ToolJob, options: RunOptions) => Promise<JobResult>;

// Failures that come from the file itself: running it again gives the same answer.
const FINAL_CODES = new Set(["unsupported-format", "truncated", "corrupt", "too-many-pixels"]);

/** Marks the item as started; synchronous, so a queue never starts the same file twice. */
export function markStarted<O>(store: FileStore<O>, id: string): void {
  store.update(id, { status: "processing", progress: 2, stage: undefined, error: undefined, errorCode: undefined });
}

export async function runItem<O>(
  store: FileStore<O>,
  id: string,
  job: ToolJob,
  madeWith: string,
  runner: JobRunner,
  signal: AbortSignal,
  /** False once a newer run of the same file took over: this one then changes nothing. */
  current: () => boolean = () => true,
): Promise<RunOutcome> {
  const item = store.get(id);
  if (!item) return { kind: "failed", message: "File is missing required ID" };
  try {
    const bytes = new Uint8Array(await item.file.arrayBuffer());
    const done = await runner(bytes, job, {
      signal,
      // Only words the failure of a file whose bytes match no format ("This HEIC file is damaged").
      fileName: item.file.name,
      onProgress: ({ stage, percent }) => store.update(id, { stage, progress: Math.max(2, percent) }),
    });
    // Always the engine's bytes, a kept original too: it is the upload with the location and
    // camera taken out losslessly, and `done.size` is its size (the upload's is not).
    const blob = new Blob([done.bytes as Uint8Array<ArrayBuffer>], { type: done.mimeType });
    const result: ToolResult = {
      kind: done.kind,
      blob,
      url: URL.createObjectURL(blob),
      size: done.size,
      width: done.kind === "document" ? 0 : done.width,
      height: done.kind === "document" ? 0 : done.height,
      format: done.format,
      mimeType: done.mimeType,
      extension: done.extension,
      keptOriginal: done.keptOriginal,
      removed: done.kind === "image" ? removedLabels(done.metadataRemoved) : [],
      madeWith,
      ...(done.kind !== "document" && done.score !== undefined && { score: done.score }),
      ...(done.kind === "image" && done.smart && { smart: { level: done.smart.level, quality: done.smart.quality } }),
      ...(done.kind === "image" && done.candidates && { candidates: done.candidates }),
      ...(done.kind === "image" && done.target && { target: { fits: done.target.fits, message: done.target.message } }),
      ...(done.kind === "animation" && {
        animation: { frameCount: done.frameCount, durationMs: done.durationMs, loopCount: done.loopCount },
      }),
      ...(done.kind === "document" && {
        document: { pages: done.pages, images: done.images, encrypted: done.encrypted, notes: done.notes },
      }),
    };
    if (!store.get(id) || !current()) {
      URL.revokeObjectURL(result.url);
      return { kind: "cancelled" };
    }
    store.update(id, { status: "completed", progress: undefined, stage: undefined, result, retryable: undefined });
    return { kind: "completed", result };
  } catch (error) {
    if (!current()) return { kind: "cancelled" };
    if (isEngineError(error) && error.code === "cancelled") {
      // A skipped file stays skipped; anything else goes back to waiting, its old result kept.
      if (store.get(id)?.status === "processing") {
        store.update(id, (current) => ({
          status: current.result ? "completed" : "pending",
          progress: undefined,
          stage: undefined,
        }));
      }
      return { kind: "cancelled" };
    }
    const message = error instanceof Error ? error.message : String(error);
    const retryable = !(isEngineError(error) && FINAL_CODES.has(error.code));
    const errorCode = isEngineError(error) ? error.code : undefined;
    if (store.get(id)) {
      store.update(id, {
        status: "error",
        progress: undefined,
        stage: undefined,
        error: message,
        errorCode,
        retryable,
      });
    }
    return { kind: "failed", message };
  }
}
