import { SearchX } from "lucide-react";
import { useSearchParams } from "react-router";
import { TOOLS_PAGE_WORDS } from "@squish/shared/site-pages";
import { TOOLS, type ToolCategory } from "@squish/shared/tools";
import { ToolCard } from "@/tools/tool-card";
import { FilterButtons, SearchBox } from "../list-filters.tsx";
import { useSiteHead } from "../use-site-head.ts";
import { CATEGORY_FILTERS, filterTools } from "./tool-filters.ts";

function isCategory(value: string | null): value is ToolCategory | "all" {
  return CATEGORY_FILTERS.some((f) => f.id === value);
}

/** The tools catalogue. Search and category live in the address, so a filtered view can be shared. */
export default function ToolsPage() {
  useSiteHead("tools");
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  const rawCategory = params.get("category");
  const category = isCategory(rawCategory) ? rawCategory : "all";
  const results = filterTools(TOOLS, query, category);

  const update = (key: string, value: string, empty: string) => {
    const next = new URLSearchParams(params);
    if (value === empty) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight">{TOOLS_PAGE_WORDS.heading}</h1>
        <p className="mt-4 text-muted-foreground">{TOOLS_PAGE_WORDS.intro}</p>
      </header>
      <div className="mx-auto mt-10 flex max-w-3xl flex-col gap-4">
        <SearchBox
          label="Search image tools"
          placeholder="Search image tools..."
          value={query}
          onChange={(value) => update("q", value, "")}
        />
        <FilterButtons
          label="Filter by category"
          filters={CATEGORY_FILTERS}
          selected={category}
          onSelect={(id) => update("category", id, "all")}
          className="flex flex-wrap justify-center gap-2"
        />
      </div>
      {results.length > 0 ? (
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-live="polite">
          {results.map((tool) => (
            <ToolCard key={tool.id} tool={tool} showFeatures headingLevel={2} />
          ))}
        </div>
      ) : (
        <div className="mt-16 flex flex-col items-center text-center" aria-live="polite">
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-4 text-lg font-semibold">No tools found</p>
          <p className="mt-1 text-muted-foreground">Try adjusting your search or filter criteria</p>
        </div>
      )}
    </div>
  );
}
