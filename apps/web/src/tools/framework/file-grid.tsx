import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { FileItem } from "./file-item.ts";

interface FileGridProps {
  items: readonly FileItem<unknown>[];
  limit: number;
  batchMode: boolean;
  /** Buttons for the whole set: "Compress All", "Reset All", ... */
  actions: ReactNode;
  onClearAll(): void;
  renderCard(item: FileItem<unknown>): ReactNode;
}

/** The added files with their count against the visitor's limit ('n / limit images'). */
export function FileGrid({ items, limit, batchMode, actions, onClearAll, renderCard }: FileGridProps) {
  return (
    <section aria-labelledby="files-heading" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="files-heading" className="text-lg font-semibold">
          Uploaded Files
        </h2>
        <span className="rounded-full bg-muted px-2 py-0.5 text-sm text-muted-foreground" data-testid="file-count">
          {items.length} / {limit} images
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
      <ul
        className="grid max-h-[700px] grid-cols-1 gap-3 overflow-y-auto p-0.5 sm:grid-cols-2 xl:grid-cols-3"
        aria-label="Files"
      >
        {items.map(renderCard)}
      </ul>
    </section>
  );
}
