/**
 * The Watermark Tool in the catalogue: its route, the words its cards and menus show and its icon. Every
 * page loads this (the menus); the rest of its manifest is beside it, read only where needed.
 * Its page is apps/web/src/tools/watermark-tool/.
 */
import type { ToolInfo } from "../../tool-manifest.ts";

export const info: ToolInfo = {
  id: "watermark-tool",
  path: "/watermark-tool",
  aliases: [],
  name: "Watermark Tool",
  summary: "Add a text or image watermark with your choice of opacity and position.",
  category: "editing",
  features: ["Text or image", "Opacity and position", "Batch watermarking"],
  icon: "droplets",
  popular: true,
};
