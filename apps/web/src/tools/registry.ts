/**
 * The tools that have a working page, by the id they have in the shared catalogue
 * (packages/shared/src/tools.ts, which feeds the routes, menus and catalogue). Each definition
 * loads with its page, so one tool's code never weighs on another's.
 */
import { createElement, type ComponentType } from "react";
import type { AnyToolDefinition } from "./framework/tool-definition.ts";

type DefinitionLoader = () => Promise<AnyToolDefinition>;

const DEFINITIONS: Record<string, DefinitionLoader> = {
  "jpeg-compress": async () => (await import("./jpeg-compress/definition.ts")).jpegCompressor,
  "png-optimizer": async () => (await import("./png-optimizer/definition.ts")).pngOptimizer,
  "webp-compress": async () => (await import("./webp-compress/definition.ts")).webpCompressor,
  "gif-compress": async () => (await import("./gif-compress/definition.ts")).gifCompressor,
  "pdf-compress": async () => (await import("./pdf-compress/definition.ts")).pdfCompressor,
  "bulk-compress": async () => (await import("./bulk-compress/definition.ts")).bulkCompressor,
  "image-resizer": async () => (await import("./image-resizer/definition.ts")).imageResizer,
  "image-cropper": async () => (await import("./image-cropper/definition.ts")).imageCropper,
  "watermark-tool": async () => (await import("./watermark-tool/definition.ts")).watermarkTool,
  "format-converter": async () => (await import("./format-converter/definition.ts")).formatConverter,
  workspace: async () => (await import("./workspace/definition.ts")).workspaceTool,
};

export const BUILT_TOOL_IDS: ReadonlySet<string> = new Set(Object.keys(DEFINITIONS));

/** A built tool's definition (for the page, and for the browser suite that checks every tool). */
export function loadToolDefinition(id: string): Promise<AnyToolDefinition> {
  const load = DEFINITIONS[id];
  if (!load) throw new Error(`No built tool "${id}"`);
  return load();
}

/** The page of a built tool: the shared ToolPage with its definition. */
export function toolPageModule(id: string): (() => Promise<{ default: ComponentType }>) | undefined {
  const load = DEFINITIONS[id];
  if (!load) return undefined;
  return async () => {
    const [definition, { ToolPage }] = await Promise.all([load(), import("./framework/tool-page.tsx")]);
    function BuiltToolPage() {
      return createElement(ToolPage, { definition });
    }
    return { default: BuiltToolPage };
  };
}
