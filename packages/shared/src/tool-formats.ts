/**
 * The formats each tool reads and writes, named as people name them: the catalogue's search finds
 * a tool by them ("heic", "jpg to webp"). Kept apart from the catalogue (tools.ts), which every
 * page loads for its menus, because only the search needs them. A test checks each tool's reads
 * against its drop zone.
 */

export type FormatName = "JPEG" | "PNG" | "APNG" | "WebP" | "AVIF" | "GIF" | "BMP" | "HEIC" | "PDF";

export interface ToolFormats {
  /** The formats it takes (its drop zone's accepted files). */
  reads: readonly FormatName[];
  /** The formats it can hand back. */
  writes: readonly FormatName[];
}

/** What the tools that take any image read (apps/web's IMAGE_INPUTS). */
const ANY_IMAGE: readonly FormatName[] = ["JPEG", "PNG", "APNG", "WebP", "AVIF", "GIF", "BMP", "HEIC"];
/** An edited image keeps its format where that format can be written, else becomes one of these. */
const EDITED_IMAGE: readonly FormatName[] = ["JPEG", "PNG", "APNG", "WebP", "AVIF", "GIF"];

export const TOOL_FORMATS: Readonly<Record<string, ToolFormats>> = {
  "jpeg-compress": { reads: ["JPEG"], writes: ["JPEG"] },
  "png-optimizer": { reads: ["PNG", "APNG"], writes: ["PNG", "APNG"] },
  "webp-compress": { reads: ["WebP", "JPEG", "PNG"], writes: ["WebP"] },
  "gif-compress": { reads: ["GIF"], writes: ["GIF"] },
  "pdf-compress": { reads: ["PDF"], writes: ["PDF"] },
  "bulk-compress": {
    reads: ["JPEG", "PNG", "APNG", "WebP", "AVIF", "GIF", "HEIC", "PDF"],
    writes: ["JPEG", "PNG", "APNG", "WebP", "AVIF", "GIF", "PDF"],
  },
  "watermark-tool": { reads: ANY_IMAGE, writes: EDITED_IMAGE },
  "image-resizer": { reads: ANY_IMAGE, writes: EDITED_IMAGE },
  "image-cropper": { reads: ANY_IMAGE, writes: EDITED_IMAGE },
  "format-converter": { reads: ANY_IMAGE, writes: ["JPEG", "PNG", "WebP", "AVIF"] },
  workspace: { reads: ANY_IMAGE, writes: EDITED_IMAGE },
};

const NONE: ToolFormats = { reads: [], writes: [] };

export const toolFormats = (toolId: string): ToolFormats => TOOL_FORMATS[toolId] ?? NONE;
