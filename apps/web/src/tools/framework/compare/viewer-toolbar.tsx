import { HoldButton } from "./hold-button.tsx";
import { RangeField } from "./range-field.tsx";
import { SegmentedControl, type SegmentOption } from "./segmented-control.tsx";
import type { PanZoom } from "./use-pan-zoom.ts";
import { ZoomControls } from "./zoom-controls.tsx";

export type ViewerMode = "side-by-side" | "overlay" | "split";

/** What the viewer's controls set; kept together so one state update covers any control. */
export interface ViewerSettings {
  mode: ViewerMode;
  /** The narrow-screen toggle. */
  showing: "original" | "result";
  /** Split divider, 0–100. */
  position: number;
  /** Overlay opacity of the result, 0–100. */
  opacity: number;
  /** Overlay "Hold to show original" is down. */
  holding: boolean;
}

const MODES: readonly SegmentOption<ViewerMode>[] = [
  { value: "side-by-side", label: "Side by Side" },
  { value: "overlay", label: "Overlay" },
  { value: "split", label: "Split" },
];

interface ViewerToolbarProps {
  wide: boolean;
  settings: ViewerSettings;
  onSettingsChange(change: Partial<ViewerSettings>): void;
  resultLabel: string;
  panZoom: PanZoom;
}

/** The mode switch (or the narrow-screen toggle), the current mode's own control, and zoom. */
export function ViewerToolbar({ wide, settings, onSettingsChange, resultLabel, panZoom }: ViewerToolbarProps) {
  const { mode, showing, position, opacity, holding } = settings;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {wide ? (
        <SegmentedControl
          label="Comparison mode"
          value={mode}
          options={MODES}
          onValueChange={(next) => onSettingsChange({ mode: next })}
        />
      ) : (
        <SegmentedControl
          label="Image shown"
          value={showing}
          options={[
            { value: "original", label: "Original" },
            { value: "result", label: resultLabel },
          ]}
          onValueChange={(next) => onSettingsChange({ showing: next })}
        />
      )}
      {wide && mode === "split" && (
        <RangeField
          label="Divider position"
          value={position}
          valueText={`${Math.round(position)}%`}
          onChange={(next) => onSettingsChange({ position: next })}
          className="w-64"
        />
      )}
      {wide && mode === "overlay" && (
        <>
          <RangeField
            label={`${resultLabel} opacity`}
            value={opacity}
            valueText={`${opacity}%`}
            onChange={(next) => onSettingsChange({ opacity: next })}
            className="w-64"
          />
          <HoldButton
            label="Hold to show original"
            held={holding}
            onHeldChange={(next) => onSettingsChange({ holding: next })}
          />
        </>
      )}
      <ZoomControls panZoom={panZoom} showChoices className="ml-auto" />
    </div>
  );
}
