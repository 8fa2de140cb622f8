/**
 * The batch at a glance: files done of the total, what has been saved, the time left at this
 * run's real rate, one progress bar, and the controls (start, pause and resume, cancel), with the
 * ZIP and the CSV of the results.
 */
import { Archive, FileArchive, FileSpreadsheet, FolderDown, Pause, Play, Square } from "lucide-react";
import { useEffect, useState } from "react";
import { formatBytes } from "@squish/shared/format-bytes";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ProgressFill } from "@/components/ui/progress-fill";
import type { QueueState } from "../batch-queue.ts";
import type { FileItem } from "../file-item.ts";
import { batchBytes, batchProgress, secondsLeft, timeLeftText, type RunStart } from "./batch-progress.ts";
import type { FolderSaveState } from "./folder-saver.ts";
import type { ZipFileState } from "./zip-file-saver.ts";

interface BatchOverviewProps {
  items: readonly FileItem<unknown>[];
  queue: QueueState;
  /** This run's start, for the time left (see run-clock.ts). */
  start: RunStart | null;
  verbAll: string;
  onStart(): void;
  onPause(): void;
  onResume(): void;
  onCancel(): void;
  onDownloadZip(): Promise<void>;
  onSaveCsv(): void;
  onClearAll(): void;
  autoDownload: boolean;
  /** Where the browser can write into a folder: asks for one and writes every result there. */
  onSaveToFolder?: (() => Promise<void>) | undefined;
  /** The folder being written to, once chosen. */
  folderSave: FolderSaveState | null;
  /** Where the browser can write into a chosen file: asks for one and writes the ZIP there as files finish. */
  onSaveZipAs?: (() => Promise<void>) | undefined;
  /** The ZIP file being written, once chosen. */
  zipFile: ZipFileState | null;
}

/** A clock that ticks each second while the batch runs, for the time left. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function BatchOverview(props: BatchOverviewProps) {
  const { items, queue, verbAll } = props;
  const [zipping, setZipping] = useState(false);
  const progress = batchProgress(items);
  const { start } = props;
  const now = useNow(queue.running && !queue.paused);
  const left = timeLeftText(secondsLeft(start, batchBytes(items), now));
  // Files that can still run: waiting, or failed in a way a new try may fix (not a damaged file).
  const retryable = items.filter((item) => item.status === "error" && item.retryable !== false).length;
  const canStart = !queue.running && progress.waiting + retryable > 0;
  const status = queue.paused
    ? "Paused"
    : queue.running
      ? left || "Working out the time left…"
      : progress.done + progress.failed === progress.total
        ? "Finished"
        : "Ready";
  return (
    <section
      aria-labelledby="batch-heading"
      className="space-y-3 rounded-xl border bg-card p-4"
      data-testid="batch-overview"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="batch-heading" className="text-lg font-semibold">
          <span data-testid="batch-done">{progress.done}</span> of {progress.total} files done
        </h2>
        <span className="text-sm text-muted-foreground" data-testid="batch-saved">
          {formatBytes(progress.savedBytes)} saved
        </span>
        {progress.failed > 0 && <span className="text-sm text-destructive">{progress.failed} failed</span>}
        <span className="ml-auto text-sm text-muted-foreground" aria-live="polite" data-testid="batch-status">
          {status}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Batch progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${progress.done + progress.failed} of ${progress.total} files finished`}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <ProgressFill value={progress.percent} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={props.onStart} disabled={!canStart}>
          <Play aria-hidden="true" /> {verbAll}
        </Button>
        {queue.paused ? (
          <Button size="sm" variant="outline" onClick={props.onResume}>
            <Play aria-hidden="true" /> Resume
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={props.onPause} disabled={!queue.running}>
            <Pause aria-hidden="true" /> Pause
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={props.onCancel} disabled={!queue.running}>
          <Square aria-hidden="true" /> Cancel
        </Button>
        <span className="ml-auto flex flex-wrap gap-2">
          {!props.autoDownload && (
            <Button
              size="sm"
              variant="outline"
              disabled={progress.done === 0 || zipping}
              onClick={async () => {
                setZipping(true);
                try {
                  await props.onDownloadZip();
                } finally {
                  setZipping(false);
                }
              }}
            >
              {zipping ? <Spinner /> : <Archive aria-hidden="true" />} Download ZIP
            </Button>
          )}
          {props.onSaveZipAs &&
            !props.autoDownload &&
            (!props.zipFile || props.zipFile.complete || props.zipFile.error) && (
              <Button size="sm" variant="outline" onClick={props.onSaveZipAs}>
                <FileArchive aria-hidden="true" /> Save ZIP as…
              </Button>
            )}
          {props.onSaveToFolder && !props.folderSave && (
            <Button size="sm" variant="outline" onClick={props.onSaveToFolder}>
              <FolderDown aria-hidden="true" /> Save to a folder
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={props.onSaveCsv} disabled={progress.total === 0}>
            <FileSpreadsheet aria-hidden="true" /> Save CSV
          </Button>
          <Button size="sm" variant="outline" onClick={props.onClearAll}>
            Clear All
          </Button>
        </span>
      </div>
      <FolderSaveNote state={props.folderSave} />
      <ZipFileNote state={props.zipFile} />
      {!props.onSaveToFolder && !props.onSaveZipAs && !props.autoDownload && progress.done > 0 && (
        <p className="text-xs text-muted-foreground" data-testid="zip-memory-note">
          This browser builds the ZIP in its memory ({formatBytes(progress.resultBytes)} so far). In Chrome or Edge,
          &ldquo;Save to a folder&rdquo; and &ldquo;Save ZIP as…&rdquo; write each file to your disk as it finishes
          instead.
        </p>
      )}
      {props.autoDownload && (
        <p className="text-xs text-muted-foreground">
          Each result is saved as it finishes (auto-download is on in Settings), so no ZIP is offered.
        </p>
      )}
    </section>
  );
}

/** Where the results are being written, how many are there, and the last failure if any. */
function FolderSaveNote({ state }: { state: FolderSaveState | null }) {
  if (!state) return null;
  return (
    <div className="space-y-1 text-xs" role="status" data-testid="folder-save">
      <p className="text-muted-foreground">
        Saving each result to &ldquo;{state.folder}&rdquo; as it finishes, inside the folders the files came from:{" "}
        <span data-testid="folder-save-count">{state.written}</span> {state.written === 1 ? "file" : "files"} saved.
      </p>
      {state.error && <p className="text-destructive">{state.error}</p>}
    </div>
  );
}

/** The ZIP being written into the chosen file: how many results it holds, and when it is complete. */
function ZipFileNote({ state }: { state: ZipFileState | null }) {
  if (!state) return null;
  const files = `${state.written} ${state.written === 1 ? "file" : "files"}`;
  return (
    <div className="space-y-1 text-xs" role="status" data-testid="zip-file-save">
      <p className="text-muted-foreground">
        {state.complete ? (
          <>
            ZIP saved as &ldquo;{state.file}&rdquo;: <span data-testid="zip-file-count">{files}</span>.
          </>
        ) : (
          <>
            Writing the ZIP into &ldquo;{state.file}&rdquo; as files finish:{" "}
            <span data-testid="zip-file-count">{files}</span> so far; it is complete when the batch is.
          </>
        )}
      </p>
      {state.error && <p className="text-destructive">{state.error}</p>}
    </div>
  );
}
