/**
 * The PNG Optimizer in the catalogue: its route, the words its cards and menus show and its icon. Every
 * page loads this (the menus); the rest of its manifest is beside it, read only where needed.
 * Its page is apps/web/src/tools/png-optimizer/.
 */
import type { ToolInfo } from "../../tool-manifest.ts";

export const info: ToolInfo = {
  id: "png-optimizer",
  path: "/png-optimizer",
  aliases: ["/optimize-png"],
  name: "PNG Optimizer",
  summary: "Optimise PNGs losslessly or with smart palette reduction, transparency kept.",
  category: "compression",
  features: ["Lossless OxiPNG", "Palette quantisation", "Transparency preserved"],
  icon: "image",
  popular: true,
};
