/**
 * The formats each tool reads and writes, named as people name them: the catalogue's search finds
 * a tool by them ("heic", "jpg to webp"). They live in each tool's manifest (tools/<id>/formats.ts) and
 * are read here apart from the catalogue (tools.ts), which every page loads for its menus,
 * because only the search needs them. A web test checks each tool's reads against its drop zone.
 */
import { TOOL_FORMATS } from "./tool-lists/formats.ts";
import type { ToolFormats } from "./tool-manifest.ts";

export type { FormatName, ToolFormats } from "./tool-manifest.ts";

const NONE: ToolFormats = { reads: [], writes: [] };

export const toolFormats = (toolId: string): ToolFormats => TOOL_FORMATS[toolId] ?? NONE;
