/**
 * The whole chain run on the selected file, for the live preview: the real job on the real file
 * (so the size shown is the size you will get), through the page's one worker pool, 400 ms after
 * the last change, and cancelled when a newer change or another file supersedes it.
 */
import { useEffect, useMemo, useState } from "react";
import { chainJob } from "@squish/engine";
import type { ChainStep } from "@squish/shared/chain";
import { enginePool } from "../framework/engine-pool.ts";
import type { FileItem } from "../framework/file-item.ts";
import { chainOrNull, chainSource, type WorkspaceSettings } from "./chain-settings.ts";

const DEBOUNCE_MS = 400;

export interface PreviewOutput {
  url: string;
  size: number;
  width: number;
  height: number;
  format: string;
  extension: string;
}

export type PreviewState =
  | { state: "idle" }
  | { state: "working"; last: PreviewOutput | null }
  | { state: "ready"; output: PreviewOutput }
  | { state: "failed"; message: string };

/** Each file's bytes read once; a copy goes to each run, since the pool takes what it is given. */
const sources = new WeakMap<File, Promise<ArrayBuffer>>();
function sourceBytes(file: File): Promise<Uint8Array> {
  let read = sources.get(file);
  if (!read) {
    read = file.arrayBuffer();
    sources.set(file, read);
  }
  return read.then((buffer) => new Uint8Array(buffer.slice(0)));
}

interface Finished {
  /** The file and chain it was made for. */
  key: string;
  itemId: string;
  output?: PreviewOutput;
  error?: string;
}

export function useChainPreview(item: FileItem<unknown> | undefined, settings: WorkspaceSettings): PreviewState {
  const [finished, setFinished] = useState<Finished | null>(null);
  const chain = useMemo(() => chainOrNull(settings), [settings]);
  // Only a change to what the chain does (not its name, not a half-typed step) starts a new run.
  const chainKey = chain ? JSON.stringify(chain.filter((step) => step.op !== "rename")) : null;
  // Scalars, not the item: its snapshot is replaced at every progress tick of a running batch.
  const file = item?.file;
  const itemId = item?.id;
  const format = item?.probe.format;
  const animated = item?.probe.animated ?? false;
  const runKey = itemId && chainKey && format ? `${itemId}\n${chainKey}` : null;

  useEffect(() => {
    if (!file || !itemId || !chainKey || !format || !runKey) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const job = chainJob(JSON.parse(chainKey) as ChainStep[], chainSource({ format, animated }));
        const result = await enginePool().run(await sourceBytes(file), job, { signal: controller.signal });
        if (controller.signal.aborted) return;
        const blob = new Blob([result.bytes as Uint8Array<ArrayBuffer>], { type: result.mimeType });
        const { size, width, height, extension } = result;
        const output = { url: URL.createObjectURL(blob), size, width, height, format: result.format, extension };
        setFinished({ key: runKey, itemId, output });
      } catch (problem) {
        if (!controller.signal.aborted) setFinished({ key: runKey, itemId, error: (problem as Error).message });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [file, itemId, format, animated, chainKey, runKey]);

  // Each picture's address is freed once a newer one has replaced it on screen, and when the preview goes.
  const url = finished?.output?.url;
  useEffect(() => {
    if (!url) return;
    return () => void setTimeout(() => URL.revokeObjectURL(url), 5_000);
  }, [url]);

  if (!item || !runKey) return { state: "idle" };
  if (finished?.key === runKey) {
    return finished.output
      ? { state: "ready", output: finished.output }
      : { state: "failed", message: finished.error ?? "The preview failed." };
  }
  // While the next one is made, the last picture of the same file stays on screen.
  return { state: "working", last: finished?.itemId === item.id ? (finished.output ?? null) : null };
}
