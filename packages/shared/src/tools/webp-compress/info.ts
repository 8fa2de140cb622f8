/**
 * The WebP Compressor in the catalogue: its route, the words its cards and menus show and its icon. Every
 * page loads this (the menus); the rest of its manifest is beside it, read only where needed.
 * Its page is apps/web/src/tools/webp-compress/.
 */
import type { ToolInfo } from "../../tool-manifest.ts";

export const info: ToolInfo = {
  id: "webp-compress",
  path: "/webp-compress",
  aliases: ["/webp-compressor"],
  name: "WebP Compressor",
  summary: "Compress WebP images, lossy or lossless, with libwebp.",
  category: "compression",
  features: ["Lossy and lossless", "Alpha kept", "libwebp encoder"],
  icon: "file-archive",
  popular: true,
};
