/**
 * The table layout of the tool page, for batches of up to a hundred files (the bulk compressor):
 * one overall progress with pause, resume and cancel, the failures with their reasons, every file
 * as a row, a ZIP streamed while files finish or each result saved into a chosen folder, and the
 * results as CSV.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { saveBlob } from "../download.ts";
import type { FileItem } from "../file-item.ts";
import type { AnyToolDefinition } from "../tool-definition.ts";
import type { ToolSession } from "../tool-session.ts";
import { BatchOverview } from "./batch-overview.tsx";
import { FailedFiles, retriable } from "./failed-files.tsx";
import { resultsCsv } from "./results-csv.ts";
import { ResultsTable } from "./results-table.tsx";
import { RunClock } from "./run-clock.ts";
import { ZipFeeder } from "./zip-feeder.ts";
import { canSaveToFolder, FolderSaver, pickFolder } from "./folder-saver.ts";
import { canSaveZipAs, pickZipFile, ZipFileSaver } from "./zip-file-saver.ts";

interface TableLayoutProps {
  definition: AnyToolDefinition;
  session: ToolSession<object, object>;
  items: readonly FileItem<object>[];
  autoDownload: boolean;
  onCompare(id: string, opener: HTMLElement): void;
}

const noSubscription = () => () => {};
const noState = () => null;

export function TableLayout({ definition, session, items, autoDownload, onCompare }: TableLayoutProps) {
  const queue = useSyncExternalStore(session.queue.subscribe, session.queue.getSnapshot, session.queue.getSnapshot);
  const feeder = useMemo(() => (autoDownload ? null : new ZipFeeder(session)), [session, autoDownload]);
  useEffect(() => feeder?.attach(), [feeder]);
  const clock = useMemo(() => new RunClock(session.queue, session.store), [session]);
  useEffect(() => clock.attach(), [clock]);
  const start = useSyncExternalStore(clock.subscribe, clock.getSnapshot, clock.getSnapshot);
  const [saver, setSaver] = useState<FolderSaver | null>(null);
  useEffect(() => saver?.attach(), [saver]);
  const folderSave = useSyncExternalStore(
    saver?.subscribe ?? noSubscription,
    saver?.getSnapshot ?? noState,
    saver?.getSnapshot ?? noState,
  );
  const [zipSaver, setZipSaver] = useState<ZipFileSaver | null>(null);
  useEffect(() => zipSaver?.attach(), [zipSaver]);
  const zipFile = useSyncExternalStore(
    zipSaver?.subscribe ?? noSubscription,
    zipSaver?.getSnapshot ?? noState,
    zipSaver?.getSnapshot ?? noState,
  );
  const outputName = (item: FileItem<unknown>) => session.outputName(item as FileItem<object>);
  const retry = (id: string) => session.queue.retry(id);
  return (
    <div className="space-y-4">
      <BatchOverview
        items={items}
        queue={queue}
        start={start}
        verbAll={definition.texts.verbAll}
        onStart={() => session.processAll()}
        onPause={() => session.queue.pause()}
        onResume={() => session.queue.resume()}
        onCancel={() => session.queue.stop()}
        onDownloadZip={() => (feeder ? feeder.download() : session.downloadAll())}
        onSaveCsv={() =>
          saveBlob(
            new Blob([resultsCsv(items, outputName)], { type: "text/csv;charset=utf-8" }),
            `squish-${definition.id}-results.csv`,
          )
        }
        onClearAll={() => session.clear()}
        autoDownload={autoDownload}
        onSaveToFolder={
          canSaveToFolder()
            ? async () => {
                const folder = await pickFolder();
                if (folder) setSaver(new FolderSaver(session, folder));
              }
            : undefined
        }
        folderSave={folderSave}
        onSaveZipAs={
          canSaveZipAs()
            ? async () => {
                const file = await pickZipFile(`squish-${definition.id}.zip`);
                if (file) setZipSaver(new ZipFileSaver(session, file));
              }
            : undefined
        }
        zipFile={zipFile}
      />
      <FailedFiles
        items={items}
        onRetry={retry}
        onRetryAll={() => items.filter((i) => i.status === "error" && retriable(i)).forEach((i) => retry(i.id))}
        onRemove={(id) => session.remove(id)}
        onPassword={(id, password) => {
          session.setOptions(id, { password });
          retry(id);
        }}
      />
      <ResultsTable
        items={items}
        workingLabel={definition.texts.workingLabel}
        outputName={outputName}
        onDownload={(id) => session.download(id)}
        onCompare={onCompare}
        onRetry={retry}
        onRemove={(id) => session.remove(id)}
      />
    </div>
  );
}
