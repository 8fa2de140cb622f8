/**
 * The catalogue of tools: ids, routes, old paths that redirect to them, and the words the site
 * uses to describe them. Each tool's entry is in its manifest (tools/<id>/info.ts); the web app's
 * tool registry, the router, the menus, the catalogue and the server's route table all read this
 * list, so a tool is named in exactly one place.
 */
import { TOOL_INFOS } from "./tool-lists/infos.ts";
import type { ToolInfo } from "./tool-manifest.ts";

export type { ToolCategory, ToolInfo } from "./tool-manifest.ts";

export const TOOLS: readonly ToolInfo[] = TOOL_INFOS;

/** The six tools of the header's quick-tools dropdown, in menu order. */
export const QUICK_TOOL_IDS = [
  "jpeg-compress",
  "png-optimizer",
  "webp-compress",
  "pdf-compress",
  "image-resizer",
  "watermark-tool",
] as const;

export function toolById(id: string): ToolInfo | undefined {
  return TOOLS.find((t) => t.id === id);
}

export function quickTools(): ToolInfo[] {
  return QUICK_TOOL_IDS.map((id) => {
    const tool = toolById(id);
    if (!tool) throw new Error(`Quick tool ${id} is not in the catalogue`);
    return tool;
  });
}
