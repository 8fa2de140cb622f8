import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { FileItem } from "./file-item.ts";

interface FileGridProps {
  items: readonly FileItem<unknown>[];
  limit: number;
  /** What the files are called in the count: "images", "PDFs". */
  unit?: string | undefined;
  batchMode: boolean;
  /** Buttons for the whole set: "Compress All", "Reset All", ... */
  actions: ReactNode;
  /** A note above the cards, such as the offer to re-run files made with old settings. */
  banner?: ReactNode;
  onClearAll(): void;
  children: ReactNode;
}

/**
 * The added files with their count against the visitor's limit ('n / limit images'). On wide
 * screens the grid scrolls inside its 700 px; on phones the page scrolls as one, so no card hides
 * inside a nested scroller.
 */
export function FileGrid({
  items,
  limit,
  unit = "images",
  batchMode,
  actions,
  banner,
  onClearAll,
  children,
}: FileGridProps) {
  return (
    <section aria-labelledby="files-heading" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="files-heading" className="text-lg font-semibold">
          Uploaded Files
        </h2>
        <span className="rounded-full bg-muted px-2 py-0.5 text-sm text-muted-foreground" data-testid="file-count">
          {items.length} / {limit} {unit}
        </span>
        {batchMode && (
          <span className="rounded-full bg-primary/10 px-2 py-0.5 text-sm text-primary" data-testid="batch-mode">
            Batch mode
          </span>
        )}
        <div className="ml-auto flex flex-wrap gap-2">
          {actions}
          <Button variant="outline" size="sm" onClick={onClearAll}>
            Clear All
          </Button>
        </div>
      </div>
      {banner}
      <ul
        className="grid grid-cols-1 gap-3 p-0.5 sm:grid-cols-2 md:max-h-[700px] md:overflow-y-auto xl:grid-cols-3"
        aria-label="Files"
        data-testid="file-grid"
      >
        {children}
      </ul>
    </section>
  );
}
