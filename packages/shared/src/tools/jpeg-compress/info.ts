/**
 * The JPEG Compressor in the catalogue: its route, the words its cards and menus show and its icon. Every
 * page loads this (the menus); the rest of its manifest is beside it, read only where needed.
 * Its page is apps/web/src/tools/jpeg-compress/.
 */
import type { ToolInfo } from "../../tool-manifest.ts";

export const info: ToolInfo = {
  id: "jpeg-compress",
  path: "/jpeg-compress",
  aliases: ["/compress", "/compress-pro"],
  name: "JPEG Compressor",
  summary: "Shrink JPEG photos with MozJPEG while keeping them sharp.",
  category: "compression",
  features: ["MozJPEG encoder", "Quality presets", "Side-by-side compare"],
  icon: "file-image",
  popular: true,
};
