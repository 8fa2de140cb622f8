import { Panel } from "./panel.tsx";
import { Pause, Play, RotateCcw, SkipForward, Square, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { queueCounts, type BatchQueue, type QueueState } from "./batch-queue.ts";
import type { FileItem } from "./file-item.ts";

interface QueuePanelProps {
  queue: BatchQueue<object>;
  state: QueueState;
  items: readonly FileItem<unknown>[];
  /** What the files are called: "images", "PDFs". */
  unit?: string | undefined;
  /** What the tool does to a file, as its done label says it ("Compressed", "Done"). */
  doneLabel: string;
}

const STATUS_LABEL = {
  pending: "Waiting",
  processing: "Processing",
  completed: "Done",
  error: "Failed",
  skipped: "Skipped",
} as const;

/** The signed-in batch queue: its controls and each file's place in it, read from the files. */
export function QueuePanel({ queue, state, items, unit = "images", doneLabel }: QueuePanelProps) {
  const queued = items.filter((item) => item.queued);
  const counts = queueCounts(items);
  const canStart = !state.running && counts.pending > 0;
  const stopped = !state.running && counts.pending > 0;
  return (
    <Panel
      title="Batch queue"
      testId="queue-panel"
      aside={
        <span className="text-xs text-muted-foreground" data-testid="queue-counts">
          {counts.completed} done · {counts.processing} processing · {counts.pending} waiting
          {counts.skipped > 0 ? ` · ${counts.skipped} skipped` : ""}
          {counts.error > 0 ? ` · ${counts.error} failed` : ""}
        </span>
      }
    >
      <div className="flex flex-wrap gap-1.5">
        <Button size="sm" onClick={() => queue.start()} disabled={!canStart}>
          <Play aria-hidden="true" /> Start
        </Button>
        {state.paused ? (
          <Button size="sm" variant="outline" onClick={() => queue.resume()}>
            <Play aria-hidden="true" /> Resume
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={() => queue.pause()} disabled={!state.running}>
            <Pause aria-hidden="true" /> Pause
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => queue.skip()} disabled={!state.running}>
          <SkipForward aria-hidden="true" /> Skip
        </Button>
        <Button size="sm" variant="outline" onClick={() => queue.stop()} disabled={!state.running}>
          <Square aria-hidden="true" /> Stop
        </Button>
      </div>
      {stopped && queued.length > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="queue-stopped">
          {counts.pending} {counts.pending === 1 ? "file is" : "files are"} waiting. Press Start to go on.
        </p>
      )}
      {queued.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Add 10 or more {unit} and they are queued and {doneLabel.toLowerCase()} for you, one per processor core.
        </p>
      ) : (
        <ol className="max-h-64 space-y-1 overflow-y-auto text-sm" aria-label="Queued files">
          {queued.map((entry) => (
            <li
              key={entry.id}
              className="flex items-center gap-2 rounded-md px-1 py-0.5"
              data-queue-status={entry.status}
            >
              <span className="min-w-0 flex-1 truncate">{entry.name}</span>
              <span
                className={entry.status === "error" ? "text-xs text-destructive" : "text-xs text-muted-foreground"}
                title={entry.status === "error" ? entry.error : undefined}
              >
                {STATUS_LABEL[entry.status]}
              </span>
              {(entry.status === "error" || entry.status === "skipped") && entry.retryable !== false && (
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-7"
                  onClick={() => queue.retry(entry.id)}
                  aria-label={`Retry ${entry.name}`}
                >
                  <RotateCcw aria-hidden="true" />
                </Button>
              )}
              <Button
                size="icon"
                variant="ghost"
                className="size-7"
                disabled={entry.status === "processing"}
                onClick={() => queue.remove(entry.id)}
                aria-label={`Remove ${entry.name} from the queue`}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
