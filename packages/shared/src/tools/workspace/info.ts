/**
 * The Workspace in the catalogue: its route, the words its cards and menus show and its icon. Every
 * page loads this (the menus); the rest of its manifest is beside it, read only where needed.
 * Its page is apps/web/src/tools/workspace/.
 */
import type { ToolInfo } from "../../tool-manifest.ts";

export const info: ToolInfo = {
  id: "workspace",
  path: "/workspace",
  aliases: [],
  name: "Workspace",
  summary: "Chain resize, crop, watermark and compression on a batch of images.",
  category: "bulk",
  features: ["Several tools in one", "Batch pipeline", "One download"],
  icon: "layout-grid",
  popular: false,
};
