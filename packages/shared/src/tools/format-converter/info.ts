/**
 * The Format Converter in the catalogue: its route, the words its cards and menus show and its icon. Every
 * page loads this (the menus); the rest of its manifest is beside it, read only where needed.
 * Its page is apps/web/src/tools/format-converter/.
 */
import type { ToolInfo } from "../../tool-manifest.ts";

export const info: ToolInfo = {
  id: "format-converter",
  path: "/format-converter",
  aliases: [],
  name: "Format Converter",
  summary: "Convert between JPEG, PNG, WebP and AVIF.",
  category: "conversion",
  features: ["JPEG, PNG, WebP, AVIF", "Transparency aware", "Batch conversion"],
  icon: "repeat",
  popular: false,
};
