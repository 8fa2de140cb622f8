/**
 * The one page every tool uses: the drop zone, the files with their cards, the settings, queue and
 * download panels, the compare viewer and the tool's how-to and questions. What differs between
 * tools comes from their definition.
 */
import { useCallback, useState } from "react";
import { toolById } from "@squish/shared/tools";
import { maxFilesFor } from "@squish/shared/limits";
import { useSession } from "@/auth/session";
import { useSignInDialog } from "@/auth/sign-in-dialog-context";
import { Button } from "@/components/ui/button";
import { CompareViewer } from "./compare/compare-viewer.tsx";
import { DownloadPanel } from "./download-panel.tsx";
import { DropZone } from "./drop-zone.tsx";
import { FileCard } from "./file-card.tsx";
import { FileGrid } from "./file-grid.tsx";
import { isDone, type FileItem } from "./file-item.ts";
import { QueuePanel } from "./queue-panel.tsx";
import { copyImage, shareFile } from "./share-copy.ts";
import type { AnyToolDefinition } from "./tool-definition.ts";
import { ToolHeader } from "./tool-header.tsx";
import { ToolSeoSection } from "./tool-seo-section.tsx";
import { useToolHead } from "./use-tool-head.ts";
import { useToolSession } from "./use-tool-session.ts";
import { useToolSettings } from "./use-tool-settings.ts";
import { useUserDefaults } from "./use-user-defaults.ts";
import { toast } from "sonner";

export function ToolPage({ definition }: { definition: AnyToolDefinition }) {
  const info = toolById(definition.id);
  const seo = useToolHead(definition.id);
  const { user } = useSession();
  const signedIn = user !== null;
  const signIn = useSignInDialog();
  const { defaults } = useUserDefaults();
  const [settings, changeSettings] = useToolSettings<object>(definition, defaults, signedIn);
  const openSignIn = useCallback(() => signIn.open("sign-in"), [signIn]);
  const { session, items, queue } = useToolSession(definition, { signedIn, settings, openSignIn });
  const [comparing, setComparing] = useState<string | null>(null);
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  const onFiles = useCallback((files: File[]) => session.add(files), [session]);

  const { texts, SettingsPanel, CardControls, PreviewDialog } = definition;
  const compared = items.find((item) => item.id === comparing);
  const batchMode = session.batchMode();
  const accept = [...definition.accept.extensions.map((e) => `.${e}`), ...definition.accept.mimeTypes].join(",");

  const compare = (item: FileItem<unknown>) => {
    if (!isDone(item)) {
      toast.error(definition.messages.notProcessedTitle, {
        description: definition.messages.notProcessed,
      });
      return;
    }
    setComparing(item.id);
  };

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6">
      <ToolHeader texts={texts} signedIn={signedIn} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <DropZone texts={texts} accept={accept} onFiles={onFiles} />
          {items.length > 0 && (
            <FileGrid
              items={items}
              limit={maxFilesFor(signedIn)}
              batchMode={batchMode}
              onClearAll={() => session.clear()}
              actions={
                <>
                  <Button size="sm" onClick={() => session.processAll()}>
                    {texts.verbAll}
                  </Button>
                  {definition.pageActions.includes("resetAll") && (
                    <Button size="sm" variant="outline" onClick={() => session.resetAll()}>
                      Reset All
                    </Button>
                  )}
                  {definition.pageActions.includes("startOver") && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() =>
                        session.clear("Fresh Start", "All files were removed. Add new images to begin again.")
                      }
                    >
                      Start Over
                    </Button>
                  )}
                </>
              }
              renderCard={(item) => (
                <FileCard
                  key={item.id}
                  item={item}
                  verb={texts.verb}
                  workingLabel={texts.workingLabel}
                  doneLabel={texts.doneLabel}
                  controls={
                    CardControls && (
                      <CardControls
                        item={item}
                        settings={settings}
                        onOptionsChange={(o: object) => session.setOptions(item.id, o)}
                      />
                    )
                  }
                  actions={{
                    process: () => void session.process(item.id),
                    compare: () => compare(item),
                    download: () => session.download(item.id),
                    remove: () => session.remove(item.id),
                    rename: (name) => session.rename(item.id, name),
                    ...(definition.cardActions.share && {
                      share: () => void shareFile(item.result!.blob, session.outputName(item)),
                    }),
                    ...(definition.cardActions.copy && {
                      copy: () => void copyImage(item.result!.blob, session.outputName(item)),
                    }),
                    ...(PreviewDialog && { preview: () => setPreviewIndex(items.indexOf(item)) }),
                  }}
                />
              )}
            />
          )}
        </div>
        <aside className="min-w-0 space-y-4" aria-label="Settings and downloads">
          <SettingsPanel settings={settings} onChange={changeSettings} signedIn={signedIn} />
          {definition.batch.queue && signedIn && <QueuePanel queue={session.queue} state={queue} items={items} />}
          <DownloadPanel
            items={items}
            outputName={(item) => session.outputName(item)}
            onDownload={(id) => session.download(id)}
            onDownloadAll={() => session.downloadAll()}
          />
        </aside>
      </div>
      {info && seo && <ToolSeoSection seo={seo} name={info.name} />}
      {compared?.result && (
        <CompareViewer
          open
          onOpenChange={(open) => !open && setComparing(null)}
          name={compared.name}
          original={{ url: compared.preview, size: compared.originalSize }}
          result={{
            url: compared.result.url,
            size: compared.result.size,
            width: compared.result.width,
            height: compared.result.height,
          }}
          resultLabel={texts.doneLabel}
        />
      )}
      {PreviewDialog && (
        <PreviewDialog items={items} index={previewIndex} onIndexChange={setPreviewIndex} settings={settings} />
      )}
    </div>
  );
}
