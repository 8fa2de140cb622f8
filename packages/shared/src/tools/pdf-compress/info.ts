/**
 * The PDF Compressor in the catalogue: its route, the words its cards and menus show and its icon. Every
 * page loads this (the menus); the rest of its manifest is beside it, read only where needed.
 * Its page is apps/web/src/tools/pdf-compress/.
 */
import type { ToolInfo } from "../../tool-manifest.ts";

export const info: ToolInfo = {
  id: "pdf-compress",
  path: "/pdf-compress",
  aliases: ["/pdf-compressor"],
  name: "PDF Compressor",
  summary: "Reduce PDF size by recompressing and downsampling its images.",
  category: "compression",
  features: ["Image recompression", "Text stays sharp", "No upload"],
  icon: "file-text",
  popular: true,
};
