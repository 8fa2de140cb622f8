import { Columns2, Crop, Download, RotateCcw, Trash2 } from "lucide-react";
import { memo, useEffect, useRef, type RefObject } from "react";
import { formatBytes } from "@squish/shared/format-bytes";
import { Button } from "@/components/ui/button";
import { CardPicture, documentPages } from "./card-picture.tsx";
import { isDone, isPictureResult, type FileItem } from "./file-item.ts";
import { InlineRename } from "./inline-rename.tsx";
import { ProgressBar } from "./progress-bar.tsx";
import { ResultView } from "./results/result-view.tsx";
import type { AnyToolDefinition } from "./tool-definition.ts";
import type { ToolSession } from "./tool-session.ts";

interface FileCardProps {
  item: FileItem<object>;
  definition: AnyToolDefinition;
  session: ToolSession<object, object>;
  /** Whether this file's result was made with other choices than the current ones. */
  outdated: boolean;
  settings: object;
  onCompare(id: string, opener: HTMLElement): void;
  onPreview?(id: string, opener: HTMLElement): void;
  onEdit?(id: string, opener: HTMLElement): void;
}

// Solid colours: the badge sits on the picture, where a tint would be unreadable.
const STATUS_STYLES = {
  pending: "bg-background/90 text-foreground",
  processing: "bg-primary text-primary-foreground",
  completed: "bg-emerald-700 text-white",
  // The theme's own pair: white on the dark theme's light red measured under 3:1.
  error: "bg-destructive text-destructive-foreground",
  skipped: "bg-background/90 text-foreground",
} as const;

/**
 * One file: its picture (a small copy made off the main thread), name, progress, result and
 * actions. Memoised, so a progress tick on one file repaints only that card.
 */
export const FileCard = memo(function FileCard({
  item,
  definition,
  session,
  outdated,
  settings,
  onCompare,
  onPreview,
  onEdit,
}: FileCardProps) {
  const { texts } = definition;
  const done = isDone(item);
  const root = useRef<HTMLLIElement>(null);
  const follow = useFollowFocus(root, item.status);
  const failedForGood = item.status === "error" && item.retryable === false;
  const statusText = {
    pending: "Pending",
    processing: texts.workingLabel,
    completed: item.result?.keptOriginal ? "Kept original" : texts.doneLabel,
    error: "Failed",
    skipped: "Skipped",
  }[item.status];
  const thumbnail = <CardPicture item={item} />;
  const pages = documentPages(item);
  const { CardControls } = definition;
  const showControls = CardControls && !failedForGood && item.status !== "processing";
  const canRun =
    item.status !== "processing" && !failedForGood && (!done || outdated) && !definition.runsInControls?.(item);
  const run = () => {
    follow();
    void session.process(item.id);
  };
  const runLabel = item.status === "error" ? "Try again" : done ? `${texts.verb} again` : texts.verb;
  return (
    <li
      ref={root}
      tabIndex={-1}
      data-testid="file-card"
      data-status={item.status}
      data-name={item.name}
      className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="relative aspect-[4/3] shrink-0 overflow-hidden bg-muted/60">
        {onPreview ? (
          <button
            type="button"
            // An inset ring: the picture's box clips anything drawn outside it.
            className="absolute inset-0 size-full outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
            onClick={(event) => onPreview(item.id, event.currentTarget)}
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
          <InlineRename name={item.name} onRename={(name) => session.rename(item.id, name)} />
          <p className="text-xs text-muted-foreground">
            {formatBytes(item.originalSize)}
            {item.probe.width ? ` · ${item.probe.width} × ${item.probe.height}` : ""}
            {pages !== undefined ? ` · ${pages} ${pages === 1 ? "page" : "pages"}` : ""}
          </p>
        </div>
        {item.status === "processing" && (
          <ProgressBar value={item.progress ?? 0} stage={item.stage} workingLabel={texts.workingLabel} />
        )}
        {item.status === "error" && (
          <div className="space-y-0.5 text-xs">
            <p role="alert" className="text-destructive" data-testid="card-error">
              {item.error}
            </p>
            {failedForGood && <p className="text-muted-foreground">Remove it, or add a different file.</p>}
          </div>
        )}
        {done && <ResultView keptText={texts.keptOriginal} originalSize={item.originalSize} result={item.result!} />}
        {showControls && (
          <CardControls
            item={item}
            settings={settings}
            onOptionsChange={(options: object) => session.setOptions(item.id, options)}
            onProcess={run}
          />
        )}
        {done && outdated && (
          <p className="text-xs text-muted-foreground" data-testid="outdated-note">
            Your new choices apply when you {texts.verb.toLowerCase()} it again.
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-1.5">
          {canRun && (
            <Button size="sm" onClick={run}>
              {item.status === "error" || done ? <RotateCcw aria-hidden="true" /> : null}
              {runLabel}
            </Button>
          )}
          {onEdit && definition.FileEditor && item.status !== "processing" && !failedForGood && (
            <Button size="sm" variant="outline" onClick={(event) => onEdit(item.id, event.currentTarget)}>
              <Crop aria-hidden="true" /> {definition.FileEditor.label}
            </Button>
          )}
          {done && (
            <>
              <Button
                size="sm"
                variant={canRun ? "outline" : "default"}
                data-focus-after="completed"
                onClick={() => session.download(item.id)}
              >
                <Download aria-hidden="true" /> Download
              </Button>
              {/* Documents are not pictures: their summary says what changed instead. */}
              {isPictureResult(item.result!) && (
                <Button
                  size="icon"
                  variant="outline"
                  className="size-9"
                  onClick={(event) => onCompare(item.id, event.currentTarget)}
                  aria-label={`Compare ${item.name}`}
                >
                  <Columns2 aria-hidden="true" />
                </Button>
              )}
              {definition.cardActions
                .filter((action) => action.available?.() ?? true)
                .map((action) => (
                  <Button
                    key={action.id}
                    size="icon"
                    variant="outline"
                    className="size-9"
                    onClick={() => action.run(item, session)}
                    aria-label={`${action.label} ${item.name}`}
                  >
                    <action.icon aria-hidden="true" />
                  </Button>
                ))}
            </>
          )}
          <Button
            size="icon"
            variant="ghost"
            className="ml-auto size-9 text-muted-foreground hover:text-destructive"
            data-focus-after="error"
            onClick={() => session.remove(item.id)}
            aria-label={`Remove ${item.name}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
});

/**
 * Keeps a keyboard user's place when the button they pressed goes away: while the file works the
 * card itself holds focus, and when it finishes focus moves to Download (or, on a failure, to
 * Remove). Nothing moves if they have since gone elsewhere on the page.
 */
function useFollowFocus(root: RefObject<HTMLLIElement | null>, status: string): () => void {
  const following = useRef(false);
  useEffect(() => {
    const ours = () => {
      const active = document.activeElement;
      return active === null || active === document.body || active === root.current || !active.isConnected;
    };
    const card = root.current;
    if (!following.current || !card) return;
    if (status === "processing") {
      if (ours()) card.focus();
      return;
    }
    following.current = false;
    if (!ours()) return;
    const target = card.querySelector<HTMLElement>(`[data-focus-after="${status}"]`);
    (target ?? card).focus();
  }, [root, status]);
  return () => {
    following.current = true;
  };
}
