/**
 * One file through the engine: its bytes go to a worker (never over the network), the card follows
 * the engine's real stages, and the result or a clear failure lands back on the item.
 */
import { isEngineError } from "@squish/engine/errors";
import { removedLabels } from "@squish/engine/metadata/metadata-report";
import type { JobSpec } from "@squish/engine/pipeline/run-job";
import { enginePool } from "./engine-pool.ts";
import { STAGE_PROGRESS, type ToolResult } from "./file-item.ts";
import type { FileStore } from "./file-store.ts";

export type RunOutcome =
  { kind: "completed"; result: ToolResult } | { kind: "failed"; message: string } | { kind: "cancelled" };

export async function runItem<O>(
  store: FileStore<O>,
  id: string,
  spec: JobSpec,
  signal: AbortSignal,
): Promise<RunOutcome> {
  const item = store.get(id);
  if (!item) return { kind: "failed", message: "File is missing required ID" };
  store.update(id, { status: "processing", progress: 2, stage: undefined, error: undefined, result: undefined });
  try {
    const bytes = new Uint8Array(await item.file.arrayBuffer());
    const job = await enginePool().run(bytes, spec, {
      signal,
      onStage: (stage) => store.update(id, { stage, progress: STAGE_PROGRESS[stage] }),
    });
    const blob = job.keptOriginal
      ? item.file
      : new Blob([job.bytes as Uint8Array<ArrayBuffer>], { type: job.mimeType });
    const result: ToolResult = {
      blob,
      url: URL.createObjectURL(blob),
      size: job.size,
      width: job.width,
      height: job.height,
      mimeType: job.mimeType,
      extension: job.extension,
      keptOriginal: job.keptOriginal,
      removed: removedLabels(job.metadataRemoved),
      ...(job.quality === undefined ? {} : { quality: job.quality }),
    };
    if (!store.get(id)) {
      URL.revokeObjectURL(result.url);
      return { kind: "cancelled" };
    }
    store.update(id, { status: "completed", progress: undefined, stage: undefined, result });
    return { kind: "completed", result };
  } catch (error) {
    if (isEngineError(error) && error.code === "cancelled") {
      if (store.get(id)) store.update(id, { status: "pending", progress: undefined, stage: undefined });
      return { kind: "cancelled" };
    }
    const message = error instanceof Error ? error.message : String(error);
    if (store.get(id)) store.update(id, { status: "error", progress: undefined, stage: undefined, error: message });
    return { kind: "failed", message };
  }
}
