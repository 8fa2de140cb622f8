import type { ToolCategory, ToolInfo } from "@squish/shared/tools";
import { searchTools } from "./tool-search.ts";

/** The catalogue's category buttons, in order (spec: image-tools.md, tools catalogue). */
export const CATEGORY_FILTERS: readonly { id: ToolCategory | "all"; label: string }[] = [
  { id: "all", label: "All Tools" },
  { id: "compression", label: "Compression" },
  { id: "editing", label: "Editing" },
  { id: "conversion", label: "Conversion" },
  { id: "bulk", label: "Bulk Processing" },
];

/** Tools in the chosen category that match the search (tool-search.ts), best match first. */
export function filterTools(tools: readonly ToolInfo[], query: string, category: ToolCategory | "all"): ToolInfo[] {
  return searchTools(
    tools.filter((tool) => category === "all" || tool.category === category),
    query,
  );
}
