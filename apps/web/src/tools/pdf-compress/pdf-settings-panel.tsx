import { formatBytes } from "@squish/shared/format-bytes";
import type { FileItem } from "../framework/file-item.ts";
import { Panel } from "../framework/panel.tsx";
import type { SettingsPanelProps } from "../framework/tool-definition.ts";
import { pageEstimate, savingRange } from "./pdf-estimate.ts";
import { PdfLevelChoices } from "./pdf-level-choices.tsx";
import type { PdfFileOptions, PdfSettings } from "./pdf-settings.ts";

/** The level, what it does, and the estimate for the files on the page. */
export function PdfSettingsPanel({ settings, onChange, items, signedIn }: SettingsPanelProps<PdfSettings>) {
  return (
    <Panel title="PDF settings" testId="settings-panel">
      <PdfLevelChoices value={settings.level} onChange={(level) => onChange({ level })} />
      {signedIn && <p className="text-xs text-muted-foreground">Starts from your default quality in Settings.</p>}
      <Estimate items={items as readonly FileItem<PdfFileOptions>[]} settings={settings} />
      <p className="text-xs text-muted-foreground">
        Text stays text. Every page and word of the result is checked against the original; if anything is missing, or
        the file is not smaller, you get the original back.
      </p>
      <p className="text-xs text-muted-foreground">
        A PDF with a password asks for it on its card. It is used on this device only to open the file, never saved or
        sent, and the result keeps the same password.
      </p>
    </Panel>
  );
}

function Estimate({ items, settings }: { items: readonly FileItem<PdfFileOptions>[]; settings: PdfSettings }) {
  const estimate = pageEstimate(items, settings);
  const left = estimate.files + estimate.locked + estimate.unknown;
  return (
    <div className="space-y-1 rounded-md bg-muted px-3 py-2 text-sm" data-testid="pdf-estimate" aria-live="polite">
      <p className="font-medium">Estimate</p>
      {left === 0 && (
        <p className="text-xs text-muted-foreground">
          {items.length === 0
            ? "Add PDFs to see how much smaller they could get."
            : "Every file is compressed: the real sizes are on the cards."}
        </p>
      )}
      {estimate.files > 0 && (
        <p className="text-xs">
          {formatBytes(estimate.original)} → about {formatBytes(estimate.low)} to {formatBytes(estimate.high)} (
          {savingRange(estimate.original, estimate)}) for {estimate.files} {estimate.files === 1 ? "file" : "files"}.
        </p>
      )}
      {estimate.locked > 0 && (
        <p className="text-xs text-muted-foreground">
          {estimate.locked} {estimate.locked === 1 ? "file is" : "files are"} locked by a password and not in this
          estimate.
        </p>
      )}
      {estimate.unknown > 0 && (
        <p className="text-xs text-muted-foreground">
          {estimate.unknown} {estimate.unknown === 1 ? "file is" : "files are"} not estimated (still being read, or not
          readable as a PDF).
        </p>
      )}
      {estimate.files > 0 && (
        <p className="text-xs text-muted-foreground">
          An estimate from the images in each file: how much they shrink depends on their resolution, so the real result
          can be anywhere in this range.
        </p>
      )}
    </div>
  );
}
