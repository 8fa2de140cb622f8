import { formatBytes } from "@squish/shared/format-bytes";
import { SelectSetting } from "../framework/select-setting.tsx";
import type { CardControlsProps } from "../framework/tool-definition.ts";
import { fileEstimate } from "./pdf-estimate.ts";
import { DocumentPasswordForm } from "../framework/document-password-form.tsx";
import {
  asksForPassword,
  PDF_LEVEL_CHOICES,
  pdfLevelFor,
  type PdfFileOptions,
  type PdfSettings,
} from "./pdf-settings.ts";

/** A file's own level (starting at the page's), its estimate, and its password when it needs one. */
export function PdfCardControls({
  item,
  settings,
  onOptionsChange,
  onProcess,
}: CardControlsProps<PdfSettings, PdfFileOptions>) {
  const estimate = item.status === "completed" ? null : fileEstimate(item, settings);
  const password = asksForPassword(item);
  return (
    <div className="space-y-2">
      {password && (
        <DocumentPasswordForm
          wrong={password === "wrong"}
          action={item.status === "error" ? "Try again" : "Compress"}
          onSubmit={(password) => {
            onOptionsChange({ password });
            onProcess();
          }}
        />
      )}
      <SelectSetting
        id={`pdf-level-${item.id}`}
        label="Level"
        value={pdfLevelFor(settings, item.options)}
        options={PDF_LEVEL_CHOICES}
        onChange={(level) => onOptionsChange({ level })}
        compact
      />
      {estimate && (
        <p className="text-xs text-muted-foreground" data-testid="file-estimate">
          Estimate: {formatBytes(estimate.low)} to {formatBytes(estimate.high)}
        </p>
      )}
    </div>
  );
}
