/**
 * Where shared files come from (record 0023): the service worker keeps files shared to the
 * installed app (share target) in Cache Storage, one set per share, until the person opens or
 * discards each set (issue 23); files opened with the app (file handlers) arrive through
 * `launchQueue`. Neither goes to the server.
 */
import { TOOLS } from "@squish/shared/tools";
import { SHARE_CACHE, SHARED_AT_HEADER, SHARED_NAME_HEADER } from "@/offline/sw-protocol";
import { acceptsFile } from "@/tools/framework/intake";
import { BUILT_TOOL_IDS, loadToolDefinition } from "@/tools/registry";
import type { ShareableTool } from "./share-choices.ts";
import {
  groupShareSets,
  parseReceivedAt,
  parseShareFilePath,
  type ShareSet,
  type StoredShareFile,
} from "./share-sets.ts";

/** The shared files waiting in the browser, one set per share, newest first. */
export async function readShareSets(): Promise<ShareSet<File>[]> {
  if (!("caches" in window) || !(await caches.has(SHARE_CACHE))) return [];
  const cache = await caches.open(SHARE_CACHE);
  const stored: StoredShareFile<File>[] = [];
  for (const request of await cache.keys()) {
    const place = parseShareFilePath(request.url);
    const response = place && (await cache.match(request));
    if (!place || !response) continue;
    const blob = await response.blob();
    const name = decodeURIComponent(response.headers.get(SHARED_NAME_HEADER) ?? "shared-file");
    const receivedAt = parseReceivedAt(response.headers.get(SHARED_AT_HEADER));
    stored.push({ ...place, receivedAt, file: new File([blob], name, { type: blob.type }) });
  }
  return groupShareSets(stored);
}

/**
 * Forgets one set, once a tool has its files or the person discarded it; the other sets keep
 * waiting. The store itself goes when nothing is left in it.
 */
export async function forgetShareSet(setId: string): Promise<void> {
  if (!("caches" in window) || !(await caches.has(SHARE_CACHE))) return;
  const cache = await caches.open(SHARE_CACHE);
  const requests = await cache.keys();
  const ours = requests.filter((request) => parseShareFilePath(request.url)?.setId === setId);
  await Promise.all(ours.map((request) => cache.delete(request)));
  // Looked at again, not assumed: a share may have arrived meanwhile.
  if ((await cache.keys()).length === 0) await caches.delete(SHARE_CACHE);
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
