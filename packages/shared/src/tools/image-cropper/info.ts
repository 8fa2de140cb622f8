/**
 * The Image Cropper in the catalogue: its route, the words its cards and menus show and its icon. Every
 * page loads this (the menus); the rest of its manifest is beside it, read only where needed.
 * Its page is apps/web/src/tools/image-cropper/.
 */
import type { ToolInfo } from "../../tool-manifest.ts";

export const info: ToolInfo = {
  id: "image-cropper",
  path: "/image-cropper",
  aliases: [],
  name: "Image Cropper",
  summary: "Crop to 16:9, 4:3, 1:1 or your own ratio with a live preview.",
  category: "editing",
  features: ["Preset ratios", "Custom ratio", "Live preview"],
  icon: "crop",
  popular: false,
};
