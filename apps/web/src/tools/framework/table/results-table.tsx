/**
 * Every file of a big batch as one row of a table: name and folder, formats, sizes, saving,
 * quality score, what was removed, and its state (a progress bar while it runs, the reason when it
 * failed). Only the rows in view are in the page (TanStack Virtual), so a hundred files cost what
 * fifteen do, and progress ticks repaint a handful of rows.
 */
import { useVirtualizer } from "@tanstack/react-virtual";
import { Download, Eye, RotateCcw, X } from "lucide-react";
import { useRef } from "react";
import { savingsPercent } from "@squish/shared/compression";
import { formatBytes } from "@squish/shared/format-bytes";
import { ProgressFill } from "@/components/ui/progress-fill";
import { isDone, isPictureResult, type FileItem } from "../file-item.ts";
import { RowButton } from "../row-button.tsx";
import { ScoreText } from "../results/score-text.tsx";
import { SCORE_EXPLAINED } from "@squish/shared/perceived-quality";
import { retriable } from "./failed-files.tsx";

const ROW_HEIGHT = 56;
// Phones see the file (with its sizes and state beneath), the saving and the actions; wider
// screens a column for each.
const COLUMNS =
  "grid-cols-[minmax(0,1fr)_3.5rem_auto] md:grid-cols-[minmax(10rem,2.2fr)_4.5rem_5.5rem_5.5rem_4.5rem_4.5rem_minmax(7rem,1.2fr)_auto]";
const WIDE = "hidden md:block";

interface ResultsTableProps {
  items: readonly FileItem<unknown>[];
  workingLabel: string;
  outputName(item: FileItem<unknown>): string;
  onDownload(id: string): void;
  onCompare(id: string, opener: HTMLElement): void;
  onRetry(id: string): void;
  onRemove(id: string): void;
}

function StateCell({
  item,
  workingLabel,
  compact = false,
}: {
  item: FileItem<unknown>;
  workingLabel: string;
  /** Within a phone's one line: words, not a bar. */
  compact?: boolean;
}) {
  if (item.status === "processing" && compact) return <span>{`${workingLabel} ${item.progress ?? 0}%`}</span>;
  if (item.status === "processing") {
    const value = item.progress ?? 0;
    return (
      <div
        role="progressbar"
        aria-label={`${workingLabel} ${item.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <ProgressFill value={value} />
      </div>
    );
  }
  if (item.status === "error") {
    return (
      <span className={`${compact ? "" : "line-clamp-2 "}text-destructive`} title={item.error}>
        {item.error}
      </span>
    );
  }
  const result = item.result;
  if (isDone(item) && result) {
    const notes = [
      result.keptOriginal ? "Original kept" : "",
      result.target && !result.target.fits ? "Over target" : "",
    ];
    const note = notes.filter(Boolean).join(" · ");
    const removedText = result.removed.length > 0 ? `Removed ${result.removed.join(", ")}` : "";
    return (
      <span
        className={`${compact ? "" : "line-clamp-2 "}text-muted-foreground`}
        title={result.target?.message ?? removedText}
      >
        {note || removedText || "Done"}
      </span>
    );
  }
  return <span className="text-muted-foreground">{item.status === "skipped" ? "Skipped" : "Waiting"}</span>;
}

export function ResultsTable({
  items,
  workingLabel,
  outputName,
  onDownload,
  onCompare,
  onRetry,
  onRemove,
}: ResultsTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualiser's functions are read while rendering only, never memoised, so the compiler's
  // caution does not apply here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    getItemKey: (index) => items[index]!.id,
  });
  return (
    <div
      role="table"
      aria-label="Files and results"
      aria-rowcount={items.length + 1}
      className="overflow-x-auto rounded-xl border bg-card text-sm"
      data-testid="results-table"
    >
      <div className="md:min-w-[52rem]">
        <div role="rowgroup" className="border-b bg-muted/50 text-xs font-medium text-muted-foreground">
          <div role="row" aria-rowindex={1} className={`grid ${COLUMNS} items-center gap-2 px-3 py-2`}>
            <span role="columnheader">File</span>
            <span role="columnheader" className={WIDE}>
              Format
            </span>
            <span role="columnheader" className={`${WIDE} text-right`}>
              Before
            </span>
            <span role="columnheader" className={`${WIDE} text-right`}>
              After
            </span>
            <span role="columnheader" className="text-right">
              Saving
            </span>
            <span role="columnheader" className={`${WIDE} text-right`} title={SCORE_EXPLAINED}>
              Score
            </span>
            <span role="columnheader" className={WIDE}>
              State
            </span>
            <span role="columnheader" className="sr-only">
              Actions
            </span>
          </div>
        </div>
        <div ref={scroller} role="rowgroup" className="max-h-[34rem] overflow-y-auto" data-testid="results-rows">
          <div className="relative" style={{ height: rows.getTotalSize() }}>
            {rows.getVirtualItems().map((row) => {
              const item = items[row.index]!;
              const result = isDone(item) ? item.result! : undefined;
              const saving = result ? savingsPercent(item.originalSize, result.size) : null;
              return (
                <div
                  key={row.key}
                  role="row"
                  aria-rowindex={row.index + 2}
                  data-testid="result-row"
                  data-status={item.status}
                  data-name={item.name}
                  className={`absolute inset-x-0 grid ${COLUMNS} items-center gap-2 border-b px-3 last:border-b-0`}
                  style={{ top: row.start, height: ROW_HEIGHT }}
                >
                  <span role="cell" className="min-w-0">
                    <span className="block truncate font-medium" title={item.name}>
                      {item.name}
                    </span>
                    {item.folder && (
                      <span className="block truncate text-xs text-muted-foreground" title={item.folder}>
                        {item.folder}/
                      </span>
                    )}
                    <span className="block truncate text-xs md:hidden">
                      {formatBytes(item.originalSize)}
                      {result ? ` → ${formatBytes(result.size)} · ` : " · "}
                      <StateCell item={item} workingLabel={workingLabel} compact />
                    </span>
                  </span>
                  <span role="cell" className={`${WIDE} text-xs uppercase text-muted-foreground`}>
                    {(item.probe.format ?? "?") +
                      (result && result.format !== item.probe.format ? ` → ${result.format}` : "")}
                  </span>
                  <span role="cell" className={`${WIDE} text-right tabular-nums`}>
                    {formatBytes(item.originalSize)}
                  </span>
                  <span role="cell" className={`${WIDE} text-right tabular-nums`}>
                    {result ? formatBytes(result.size) : "—"}
                  </span>
                  <span role="cell" className="text-right tabular-nums">
                    {saving === null ? "—" : saving < 0 ? `+${-saving}%` : `${saving}%`}
                  </span>
                  <span role="cell" className={`${WIDE} whitespace-nowrap text-right tabular-nums`}>
                    {result?.score !== undefined ? <ScoreText score={result.score} compact /> : "—"}
                    {result?.smart && (
                      <span className="text-xs text-muted-foreground" data-testid="smart-choice">
                        {" "}
                        · q{result.smart.quality}
                        <span className="sr-only"> (quality Smart chose)</span>
                      </span>
                    )}
                  </span>
                  <span role="cell" className={`${WIDE} min-w-0 text-xs`}>
                    <StateCell item={item} workingLabel={workingLabel} />
                  </span>
                  <span role="cell" className="flex justify-end gap-0.5">
                    {result && (
                      <RowButton label={`Download ${outputName(item)}`} onClick={() => onDownload(item.id)}>
                        <Download aria-hidden="true" />
                      </RowButton>
                    )}
                    {result && isPictureResult(result) && (
                      <RowButton label={`Compare ${item.name}`} onClick={(e) => onCompare(item.id, e.currentTarget)}>
                        <Eye aria-hidden="true" />
                      </RowButton>
                    )}
                    {item.status === "error" && retriable(item) && (
                      <RowButton label={`Retry ${item.name}`} onClick={() => onRetry(item.id)}>
                        <RotateCcw aria-hidden="true" />
                      </RowButton>
                    )}
                    {item.status !== "processing" && (
                      <RowButton label={`Remove ${item.name}`} onClick={() => onRemove(item.id)}>
                        <X aria-hidden="true" />
                      </RowButton>
                    )}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
