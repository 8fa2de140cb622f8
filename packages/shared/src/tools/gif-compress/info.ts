/**
 * The GIF Compressor in the catalogue: its route, the words its cards and menus show and its icon. Every
 * page loads this (the menus); the rest of its manifest is beside it, read only where needed.
 * Its page is apps/web/src/tools/gif-compress/.
 */
import type { ToolInfo } from "../../tool-manifest.ts";

export const info: ToolInfo = {
  id: "gif-compress",
  path: "/gif-compress",
  aliases: ["/gif-compressor"],
  name: "GIF Compressor",
  summary: "Make animated and still GIFs smaller, frame by frame.",
  category: "compression",
  features: ["Animated GIFs", "Palette optimisation", "Frame timing kept"],
  icon: "film",
  popular: false,
};
