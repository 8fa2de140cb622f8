import { Columns2, Copy, Download, RotateCcw, Share2, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { formatBytes } from "@squish/shared/format-bytes";
import { Button } from "@/components/ui/button";
import { isDone, type FileItem } from "./file-item.ts";
import { InlineRename } from "./inline-rename.tsx";
import { ProgressBar } from "./progress-bar.tsx";
import { ResultSummary } from "./result-summary.tsx";

export interface FileCardActions {
  process(): void;
  compare(): void;
  download(): void;
  remove(): void;
  rename(name: string): void;
  share?(): void;
  copy?(): void;
  /** Opens the tool's preview (the PNG optimizer's dialog). */
  preview?(): void;
}

interface FileCardProps {
  item: FileItem<unknown>;
  verb: string;
  workingLabel: string;
  doneLabel: string;
  /** The tool's per-file choices (quality slider, level), shown while the file waits. */
  controls?: ReactNode;
  actions: FileCardActions;
}

// Solid colours: the badge sits on the picture, where a tint would be unreadable.
const STATUS_STYLES = {
  pending: "bg-background/90 text-foreground",
  processing: "bg-primary text-primary-foreground",
  completed: "bg-emerald-700 text-white",
  error: "bg-destructive text-destructive-foreground",
} as const;

export function FileCard({ item, verb, workingLabel, doneLabel, controls, actions }: FileCardProps) {
  const done = isDone(item);
  const statusText = { pending: "Pending", processing: workingLabel, completed: doneLabel, error: "Failed" }[
    item.status
  ];
  const thumbnail = (
    <img
      src={item.result?.url ?? item.preview}
      alt=""
      className="absolute inset-0 size-full object-cover"
      draggable={false}
    />
  );
  return (
    <li
      data-testid="file-card"
      data-status={item.status}
      data-name={item.name}
      className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="relative aspect-[4/3] shrink-0 overflow-hidden bg-muted [background-image:repeating-conic-gradient(#8881_0_25%,transparent_0_50%)] [background-size:16px_16px]">
        {actions.preview ? (
          <button
            type="button"
            className="absolute inset-0 size-full"
            onClick={actions.preview}
            aria-label={`Preview ${item.name}`}
          >
            {thumbnail}
          </button>
        ) : (
          thumbnail
        )}
        <span
          className={`absolute left-2 top-2 rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLES[item.status]}`}
        >
          {statusText}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <div className="min-w-0">
          <InlineRename name={item.name} onRename={actions.rename} />
          <p className="text-xs text-muted-foreground">{formatBytes(item.originalSize)}</p>
        </div>
        {item.status === "processing" && (
          <ProgressBar value={item.progress ?? 0} stage={item.stage} workingLabel={workingLabel} />
        )}
        {item.status === "error" && (
          <p role="alert" className="text-xs text-destructive">
            {item.error}
          </p>
        )}
        {done && <ResultSummary originalSize={item.originalSize} result={item.result!} />}
        {(item.status === "pending" || item.status === "error") && controls}
        <div className="mt-auto flex flex-wrap items-center gap-1.5">
          {(item.status === "pending" || item.status === "error") && (
            <Button size="sm" onClick={actions.process}>
              {item.status === "error" ? <RotateCcw aria-hidden="true" /> : null}
              {item.status === "error" ? "Try again" : verb}
            </Button>
          )}
          {done && (
            <>
              <Button size="sm" onClick={actions.download}>
                <Download aria-hidden="true" /> Download
              </Button>
              {(
                [
                  ["Compare", Columns2, actions.compare],
                  ["Share", Share2, actions.share],
                  ["Copy", Copy, actions.copy],
                ] as const
              ).map(
                ([label, Icon, action]) =>
                  action && (
                    <Button
                      key={label}
                      size="icon"
                      variant="outline"
                      className="size-9"
                      onClick={action}
                      aria-label={`${label} ${item.name}`}
                    >
                      <Icon aria-hidden="true" />
                    </Button>
                  ),
              )}
            </>
          )}
          <Button
            size="icon"
            variant="ghost"
            className="ml-auto size-9 text-muted-foreground hover:text-destructive"
            onClick={actions.remove}
            aria-label={`Remove ${item.name}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}
