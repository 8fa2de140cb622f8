/** The option panel of one step: the single tools' own panels, through the draft they edit. */
import { RatioPicker } from "../steps/crop/ratio-picker.tsx";
import { FocusPicker } from "../steps/resize/focus-picker.tsx";
import { ResizePanel } from "../steps/resize/resize-panel.tsx";
import { DEFAULT_WATERMARK, textSettingsOf } from "../steps/watermark/watermark-options.ts";
import { WatermarkPanel } from "../steps/watermark/watermark-panel.tsx";
import { RenamePanel } from "./rename-panel.tsx";
import { CompressPanel, ConvertPanel, FlipPanel, MetadataPanel, RotatePanel } from "./simple-step-panels.tsx";
import type { StepDraft } from "./step-drafts.ts";

interface StepOptionsProps {
  draft: StepDraft;
  onChange(next: StepDraft): void;
  /** Width over height of the first picture, for the resize panel's locked aspect. */
  aspect: number | undefined;
}

export function StepOptions({ draft, onChange, aspect }: StepOptionsProps) {
  const idPrefix = `ws-${draft.id}`;
  // Each branch narrows the draft, so its change keeps the same kind.
  const change =
    <D extends StepDraft>(current: D) =>
    (next: Partial<D>) =>
      onChange({ ...current, ...next });
  switch (draft.op) {
    case "resize":
      return (
        <ResizePanel
          idPrefix={idPrefix}
          value={draft.resize}
          aspect={aspect}
          withFocus={false}
          onChange={(next) => onChange({ ...draft, resize: { ...draft.resize, ...next } })}
        />
      );
    case "crop":
      return (
        <div className="space-y-3">
          <RatioPicker
            idPrefix={idPrefix}
            value={draft.crop}
            withFree={false}
            onChange={(crop) => onChange({ ...draft, crop })}
          />
          <FocusPicker value={draft.focus} onChange={(focus) => onChange({ ...draft, focus })} />
        </div>
      );
    case "watermark":
      return (
        <WatermarkPanel
          idPrefix={idPrefix}
          inChain
          value={{ ...DEFAULT_WATERMARK, ...draft.mark, kind: "text", logo: null }}
          onChange={(next) =>
            onChange({ ...draft, mark: textSettingsOf({ ...DEFAULT_WATERMARK, ...draft.mark, ...next }) })
          }
          onLogo={() => undefined}
        />
      );
    case "rotate":
      return <RotatePanel draft={draft} onChange={change(draft)} idPrefix={idPrefix} />;
    case "flip":
      return <FlipPanel draft={draft} onChange={change(draft)} idPrefix={idPrefix} />;
    case "convert":
      return <ConvertPanel draft={draft} onChange={change(draft)} idPrefix={idPrefix} />;
    case "compress":
      return <CompressPanel draft={draft} onChange={change(draft)} idPrefix={idPrefix} />;
    case "metadata":
      return <MetadataPanel draft={draft} onChange={change(draft)} idPrefix={idPrefix} />;
    case "rename":
      return <RenamePanel draft={draft} onChange={change(draft)} idPrefix={idPrefix} />;
  }
}
