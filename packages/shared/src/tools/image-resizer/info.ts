/**
 * The Image Resizer in the catalogue: its route, the words its cards and menus show and its icon. Every
 * page loads this (the menus); the rest of its manifest is beside it, read only where needed.
 * Its page is apps/web/src/tools/image-resizer/.
 */
import type { ToolInfo } from "../../tool-manifest.ts";

export const info: ToolInfo = {
  id: "image-resizer",
  path: "/image-resizer",
  aliases: ["/resize-image"],
  name: "Image Resizer",
  summary: "Resize by dimensions, percentage or preset, keeping the aspect ratio.",
  category: "editing",
  features: ["Dimensions or percent", "Presets", "Lanczos resampling"],
  icon: "maximize",
  popular: true,
};
