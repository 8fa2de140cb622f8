/**
 * The one page every tool uses: the drop zone, the files with their cards, the settings, queue and
 * download panels, the compare viewer, the tool's editors and its how-to and questions. What
 * differs between tools comes from their definition.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { toast } from "@/lib/toast";
import { toolById } from "@squish/shared/tools";
import { useSession } from "@/auth/session";
import { takeHandedOffFiles } from "@/lib/file-handoff";
import { useBusy } from "@/lib/use-busy";
import { keepToolOffline } from "@/offline/keep-tool-offline";
import { useSignInDialog } from "@/auth/sign-in-dialog-context";
import { DownloadPanel } from "./download-panel.tsx";
import { DropZone } from "./drop-zone.tsx";
import { toolLimit } from "./intake.ts";
import { CompareViewer, preloadAfterFiles, TableLayout, useAfterFiles } from "./lazy-parts.tsx";
import type { AnyToolDefinition } from "./tool-definition.ts";
import type { ToolSession } from "./tool-session.ts";
import type { BatchSummary } from "./visitor.ts";
import { ToolHeader } from "./tool-header.tsx";
import { ToolSeoSection } from "./tool-seo-section.tsx";
import { useReturnFocus } from "./use-return-focus.ts";
import { useSettingsChange } from "./use-settings-change.ts";
import { useToolHead } from "./use-tool-head.ts";
import { alertBatchFinished } from "./batch-alert.ts";
import { useToolSession } from "./use-tool-session.ts";
import { useUserDefaults } from "./use-user-defaults.ts";
import { originalUrl } from "./original-url.ts";

export function ToolPage({ definition }: { definition: AnyToolDefinition }) {
  const info = toolById(definition.id);
  const seo = useToolHead(definition.id, definition.seo);
  const { user } = useSession();
  const signedIn = user !== null;
  const signIn = useSignInDialog();
  const { defaults } = useUserDefaults();
  const autoDownload = signedIn && (defaults?.autoDownload ?? false);
  const alerts = signedIn && (defaults?.compressionAlerts ?? false);
  const doneLabel = definition.texts.doneLabel;
  const visitor = useMemo(
    () => ({
      signedIn,
      autoDownload,
      openSignIn: () => signIn.open("sign-in"),
      ...(alerts && { onBatchFinished: (summary: BatchSummary) => alertBatchFinished(summary, doneLabel) }),
    }),
    [signedIn, autoDownload, signIn, alerts, doneLabel],
  );
  const { session, items, queue, settings, defaultsApplied } = useToolSession<object, object>(
    definition,
    visitor,
    defaults,
  );
  // An update waits while a batch runs (offline/update-prompt.ts).
  useBusy(queue.running || items.some((item) => item.status === "processing"));
  // Opened online, the tool is kept for offline use (record 0023).
  useEffect(() => keepToolOffline(definition.id), [definition.id]);
  const changeSettings = useSettingsChange(session as ToolSession<object, object>, defaults, signedIn);
  const [comparing, setComparing] = useState<string | null>(null);
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  // The preview dialog is mounted from its first opening on (and stays, so it can animate closed):
  // a tool may load its code on demand, which then stays out of the page's first load.
  const [previewOpened, setPreviewOpened] = useState(false);
  if (previewIndex !== null && !previewOpened) setPreviewOpened(true);
  const [editing, setEditing] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const focus = useReturnFocus();
  /** A dialog whose code (loaded on demand) could not be fetched: closed, focus back, and why. */
  const dialogDidNotLoad = (what: string, close: () => void) => {
    close();
    focus.restore();
    toast.error(`Could not open ${what}`, {
      description: "Its code did not load. Check your connection, then try again.",
    });
  };
  const onFiles = useCallback((files: File[]) => session.add(files), [session]);
  // Files another page handed over (the dashboard's quick upload), taken once when the page opens.
  useEffect(() => {
    const files = takeHandedOffFiles(window.location.pathname);
    if (files.length > 0) session.add(files);
  }, [session]);

  const { texts, SettingsPanel, PreviewDialog, FileEditor, MainEditor } = definition;
  // A hundred files read best as one table with one progress (the bulk compressor).
  const table = definition.layout === "table";
  const compared = items.find((item) => item.id === comparing);
  const edited = items.find((item) => item.id === editing);
  const batchMode = session.batchMode();
  const showsQueue = definition.batch.queue && signedIn && !table;
  // The grid, cards and queue: their code arrives with the first file (or on the drop zone's hover).
  const afterFiles = useAfterFiles((items.length > 0 && !table) || showsQueue, items.length);
  const parts = afterFiles.parts;
  // Recomputed when files or settings change; cheap (a recipe and a string per finished file).
  const outdated = useMemo(
    () => new Set(session.outdated().map((item) => item.id)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session, items, settings],
  );
  const accept = [...definition.accept.extensions.map((e) => `.${e}`), ...definition.accept.mimeTypes].join(",");

  const onCompare = useCallback(
    (id: string, opener: HTMLElement) => {
      if (!session.canCompare(id)) return;
      focus.remember(opener);
      setComparing(id);
    },
    [session, focus],
  );
  const onPreview = useCallback(
    (id: string, opener: HTMLElement) => {
      focus.remember(opener);
      setPreviewIndex(session.items.findIndex((item) => item.id === id));
    },
    [session, focus],
  );
  const onEdit = useCallback(
    (id: string, opener: HTMLElement) => {
      focus.remember(opener);
      setEditing(id);
    },
    [focus],
  );

  return (
    <div
      className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6"
      data-saved-defaults={defaultsApplied ? "applied" : undefined}
    >
      <ToolHeader
        texts={texts}
        signedIn={signedIn}
        limit={toolLimit(definition, signedIn)}
        limits={definition.limits}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {/* Reaching the drop zone (pointer, keyboard or a dragged file) fetches the file grid's code. */}
          <div onPointerEnter={preloadAfterFiles} onFocus={preloadAfterFiles} onDragEnter={preloadAfterFiles}>
            <DropZone texts={texts} accept={accept} onFiles={onFiles} folders={table} />
          </div>
          {MainEditor && items.length > 0 && (
            <MainEditor
              items={items}
              selected={items.find((item) => item.id === selected) ?? items[0]}
              onSelect={setSelected}
              settings={settings}
              onSettingsChange={changeSettings}
              onOptionsChange={(id: string, options: object) => session.setOptions(id, options)}
            />
          )}
          {items.length > 0 && table && (
            <TableLayout
              definition={definition}
              session={session as ToolSession<object, object>}
              items={items}
              autoDownload={autoDownload}
              onCompare={onCompare}
            />
          )}
          {afterFiles.failed && (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
              Couldn't load the file list. Your files are kept here; check your connection, then{" "}
              <button type="button" className="font-medium underline underline-offset-2" onClick={afterFiles.retry}>
                try again
              </button>
              .
            </p>
          )}
          {parts && items.length > 0 && !table && (
            <parts.FileGrid
              items={items}
              limit={toolLimit(definition, signedIn)}
              unit={texts.unit}
              batchMode={batchMode}
              onClearAll={() => session.clear()}
              actions={<parts.PageActions session={session} definition={definition} />}
              banner={
                outdated.size > 0 && (
                  <parts.OutdatedBanner
                    count={outdated.size}
                    verb={texts.verb}
                    onRerun={() => session.rerunOutdated()}
                  />
                )
              }
            >
              {items.map((item) => (
                <parts.FileCard
                  key={item.id}
                  item={item}
                  definition={definition}
                  session={session as ToolSession<object, object>}
                  settings={settings}
                  outdated={outdated.has(item.id)}
                  onCompare={onCompare}
                  {...(PreviewDialog && { onPreview })}
                  {...(FileEditor && { onEdit })}
                />
              ))}
            </parts.FileGrid>
          )}
        </div>
        <aside className="min-w-0 space-y-4" aria-label="Settings and downloads">
          <SettingsPanel settings={settings} onChange={changeSettings} signedIn={signedIn} items={items} />
          {parts && showsQueue && (
            <parts.QueuePanel
              queue={session.queue}
              state={queue}
              items={items}
              unit={texts.unit}
              doneLabel={texts.doneLabel}
            />
          )}
          {!table && (
            <DownloadPanel
              items={items}
              outputName={(item) => session.outputName(item)}
              onDownload={(id) => session.download(id)}
              onDownloadAll={() => session.downloadAll()}
              autoDownload={autoDownload}
            />
          )}
        </aside>
      </div>
      {info && seo && <ToolSeoSection seo={seo} name={info.name} />}
      {compared?.result && (
        <CompareViewer
          open
          onLoadError={() => dialogDidNotLoad("the comparison", () => setComparing(null))}
          onOpenChange={(open) => {
            if (open) return;
            setComparing(null);
            focus.restore();
          }}
          name={compared.name}
          original={{ url: originalUrl(compared.file), size: compared.originalSize }}
          result={{
            url: compared.result.url,
            size: compared.result.size,
            width: compared.result.width,
            height: compared.result.height,
          }}
          resultLabel={texts.doneLabel}
        />
      )}
      {PreviewDialog && previewOpened && (
        <PreviewDialog
          items={items}
          index={previewIndex}
          onIndexChange={(index: number | null) => {
            setPreviewIndex(index);
            if (index === null) focus.restore();
          }}
          settings={settings}
          onLoadError={() =>
            dialogDidNotLoad("the preview", () => {
              setPreviewIndex(null);
              // Unmounted, so the next press loads its code afresh (lib/lazy-part.tsx).
              setPreviewOpened(false);
            })
          }
        />
      )}
      {FileEditor && edited && (
        <FileEditor.Component
          item={edited}
          settings={settings}
          onSave={(options: object) => session.setOptions(edited.id, options)}
          onClose={() => {
            setEditing(null);
            focus.restore();
          }}
          onLoadError={() => dialogDidNotLoad("the editor", () => setEditing(null))}
        />
      )}
    </div>
  );
}
