/**
 * Where shared files come from (record 0023): the service worker keeps files shared to the
 * installed app (share target) in Cache Storage; files opened with the app (file handlers) arrive
 * through `launchQueue`. Neither goes to the server.
 */
import { TOOLS } from "@squish/shared/tools";
import { SHARE_CACHE, SHARED_NAME_HEADER } from "@/offline/sw-protocol";
import { acceptsFile } from "@/tools/framework/intake";
import { BUILT_TOOL_IDS, loadToolDefinition } from "@/tools/registry";
import type { ShareableTool } from "./share-choices.ts";

export async function readSharedFiles(): Promise<File[]> {
  if (!("caches" in window) || !(await caches.has(SHARE_CACHE))) return [];
  const cache = await caches.open(SHARE_CACHE);
  const requests = await cache.keys();
  const files: File[] = [];
  for (const request of requests) {
    const response = await cache.match(request);
    if (!response) continue;
    const blob = await response.blob();
    const name = decodeURIComponent(response.headers.get(SHARED_NAME_HEADER) ?? "shared-file");
    files.push(new File([blob], name, { type: blob.type }));
  }
  // Request order is the order the files were shared.
  return files;
}

/** Forgets the shared files once a tool has them. */
export async function clearSharedFiles(): Promise<void> {
  if ("caches" in window) await caches.delete(SHARE_CACHE);
}

interface LaunchParams {
  files: readonly { getFile(): Promise<File> }[];
}

interface LaunchQueue {
  setConsumer(consumer: (params: LaunchParams) => void): void;
}

/** Calls `receive` with files the app was opened with (File Handling API), where supported. */
export function onLaunchFiles(receive: (files: File[]) => void): void {
  const queue = (window as Window & { launchQueue?: LaunchQueue }).launchQueue;
  queue?.setConsumer((params) => {
    if (params.files.length === 0) return;
    void Promise.all(params.files.map((handle) => handle.getFile())).then(receive);
  });
}

/** Every built tool, in catalogue order, with what it accepts. */
export async function shareableTools(): Promise<ShareableTool[]> {
  const built = TOOLS.filter((tool) => BUILT_TOOL_IDS.has(tool.id));
  const definitions = await Promise.all(built.map((tool) => loadToolDefinition(tool.id)));
  return built.map((tool, index) => ({
    id: tool.id,
    name: tool.name,
    path: tool.path,
    accepts: (file) => acceptsFile(definitions[index]!, file),
  }));
}
