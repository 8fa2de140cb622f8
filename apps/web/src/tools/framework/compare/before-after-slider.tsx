import { useRef, useState } from "react";
import { RangeField } from "./range-field.tsx";
import { SplitStage } from "./split-stage.tsx";
import { useFrameAspect } from "./use-frame-aspect.ts";
import { usePanZoom } from "./use-pan-zoom.ts";
import { ZoomControls } from "./zoom-controls.tsx";
import { SLIDER_ZOOM } from "./zoom.ts";

export interface BeforeAfterSliderProps {
  /** Object URLs; the slider does not revoke them. */
  originalUrl: string;
  resultUrl: string;
  /** The file name, used in the image descriptions. */
  name: string;
}

/** Until the original loads, a common photo shape keeps the layout from jumping much. */
const FALLBACK_ASPECT = 4 / 3;

/**
 * An inline before/after comparison: drag the divider (or anywhere on the image at 100%), or use
 * the range input; zoom 50–200% and drag to pan when zoomed. A checkerboard shows transparency.
 */
export function BeforeAfterSlider({ originalUrl, resultUrl, name }: BeforeAfterSliderProps) {
  const [position, setPosition] = useState(50);
  const frameRef = useRef<HTMLDivElement>(null);
  // No pinch: inline on a phone, two fingers should zoom the page as usual.
  const panZoom = usePanZoom({ limits: SLIDER_ZOOM, frameRef });
  const { aspect, onImageLoad } = useFrameAspect();

  return (
    <div
      role="group"
      aria-label={`Before and after: ${name}`}
      data-testid="before-after-slider"
      data-zoom={panZoom.view.zoom}
      data-position={position}
      className="flex flex-col gap-3"
    >
      <SplitStage
        panZoom={panZoom}
        frameRef={frameRef}
        aspect={aspect}
        onImageLoad={onImageLoad}
        before={{ url: originalUrl, alt: `Before: ${name}`, label: "Before" }}
        after={{ url: resultUrl, alt: `After: ${name}`, label: "After" }}
        position={position}
        onPositionChange={setPosition}
        className="max-h-[70vh] w-full rounded-md border bg-muted/40"
        style={{ aspectRatio: String(aspect ?? FALLBACK_ASPECT) }}
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <RangeField
          label="Comparison position"
          value={position}
          valueText={`${Math.round(position)}% before`}
          onChange={setPosition}
          className="min-w-48 flex-1"
        />
        <ZoomControls panZoom={panZoom} />
      </div>
    </div>
  );
}
