import type { ToolCategory, ToolInfo } from "@squish/shared/tools";

/** The catalogue's category buttons, in order (spec: image-tools.md, tools catalogue). */
export const CATEGORY_FILTERS: readonly { id: ToolCategory | "all"; label: string }[] = [
  { id: "all", label: "All Tools" },
  { id: "compression", label: "Compression" },
  { id: "editing", label: "Editing" },
  { id: "conversion", label: "Conversion" },
  { id: "bulk", label: "Bulk Processing" },
];

/** Tools in the chosen category whose name, summary or features contain every word searched. */
export function filterTools(tools: readonly ToolInfo[], query: string, category: ToolCategory | "all"): ToolInfo[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return tools.filter((tool) => {
    if (category !== "all" && tool.category !== category) return false;
    const haystack = [tool.name, tool.summary, ...tool.features].join(" ").toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
