import { Panel } from "./panel.tsx";
import { Archive, Download } from "lucide-react";
import { useState } from "react";
import { formatBytes } from "@squish/shared/format-bytes";
import { savingsPercent } from "@squish/shared/compression";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { isDone, type FileItem } from "./file-item.ts";
import { RowButton } from "./row-button.tsx";

interface DownloadPanelProps {
  items: readonly FileItem<unknown>[];
  outputName(item: FileItem<unknown>): string;
  onDownload(id: string): void;
  onDownloadAll(): Promise<void>;
  /** Results already save themselves one by one: a ZIP of the same files would be a second copy. */
  autoDownload?: boolean;
}

/** The results: totals, one ZIP of everything, and each file on its own. */
export function DownloadPanel({
  items,
  outputName,
  onDownload,
  onDownloadAll,
  autoDownload = false,
}: DownloadPanelProps) {
  const [zipping, setZipping] = useState(false);
  const done = items.filter(isDone);
  const before = done.reduce((n, item) => n + item.originalSize, 0);
  const after = done.reduce((n, item) => n + item.result!.size, 0);
  return (
    <Panel title="Downloads" testId="download-panel">
      {done.length === 0 ? (
        <p className="text-sm text-muted-foreground">Processed files appear here, ready to download.</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {done.length} {done.length === 1 ? "file" : "files"}: {formatBytes(before)} → {formatBytes(after)} (
            {savingsPercent(before, after)}% smaller)
          </p>
          {autoDownload ? (
            <p className="rounded-md bg-muted px-2 py-1.5 text-xs" data-testid="auto-download-note">
              Each result is saved as it finishes (auto-download is on in Settings), so no ZIP is offered.
            </p>
          ) : (
            <Button
              className="w-full"
              disabled={zipping}
              onClick={async () => {
                setZipping(true);
                try {
                  await onDownloadAll();
                } finally {
                  setZipping(false);
                }
              }}
            >
              {zipping ? <Spinner /> : <Archive aria-hidden="true" />} Download All (ZIP)
            </Button>
          )}
          <ul className="max-h-64 space-y-1 overflow-y-auto" aria-label="Individual downloads">
            {done.map((item) => (
              <li key={item.id} className="flex items-center gap-2 rounded-md px-1 py-1 text-sm hover:bg-muted">
                <span className="min-w-0 flex-1 truncate" title={outputName(item)}>
                  {outputName(item)}
                </span>
                <span className="shrink-0 text-xs text-muted-foreground">{formatBytes(item.result!.size)}</span>
                <RowButton label={`Download ${outputName(item)}`} onClick={() => onDownload(item.id)}>
                  <Download aria-hidden="true" />
                </RowButton>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
