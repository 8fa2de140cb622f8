/**
 * The Bulk Compressor in the catalogue: its route, the words its cards and menus show and its icon. Every
 * page loads this (the menus); the rest of its manifest is beside it, read only where needed.
 * Its page is apps/web/src/tools/bulk-compress/.
 */
import type { ToolInfo } from "../../tool-manifest.ts";

export const info: ToolInfo = {
  id: "bulk-compress",
  path: "/bulk-compress",
  aliases: [],
  name: "Bulk Compressor",
  summary: "Compress up to 100 images at once and download them as one ZIP.",
  category: "bulk",
  features: ["Up to 100 images", "Every core used", "ZIP download"],
  icon: "images",
  popular: false,
};
