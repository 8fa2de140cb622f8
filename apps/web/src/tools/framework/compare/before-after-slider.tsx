import { useRef, useState, type SyntheticEvent } from "react";
import { RangeField } from "./range-field.tsx";
import { SplitStage } from "./split-stage.tsx";
import { useFrameAspect } from "./use-frame-aspect.ts";
import { useNaturalSize } from "./use-natural-size.ts";
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
 * An inline before/after comparison: drag the divider (or anywhere on the image at fitted size), or
 * use the range input; zoom from half to twice the fitted size and drag to pan when zoomed. The
 * zoom readout is the true pixel scale. A checkerboard shows transparency. In a parent of limited
 * height (a dialog) the picture gives way first, so the controls below it stay in view.
 */
export function BeforeAfterSlider({ originalUrl, resultUrl, name }: BeforeAfterSliderProps) {
  const [position, setPosition] = useState(50);
  const frameRef = useRef<HTMLDivElement>(null);
  const frame = useFrameAspect();
  // The scale counts the original's pixels, as in the full-screen viewer.
  const originalSize = useNaturalSize(originalUrl);
  // No pinch: inline on a phone, two fingers should zoom the page as usual.
  const panZoom = usePanZoom({ limits: SLIDER_ZOOM, frameRef, image: originalSize.size });
  const onImageLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    frame.onImageLoad(event);
    originalSize.onImageLoad(event);
  };

  return (
    <div
      role="group"
      aria-label={`Before and after: ${name}`}
      data-testid="before-after-slider"
      // For tests: the zoom relative to the fitted frame (100 = fitted); people see the true scale.
      data-zoom={panZoom.view.zoom}
      data-position={position}
      className="flex min-h-0 flex-col gap-3"
    >
      <SplitStage
        panZoom={panZoom}
        frameRef={frameRef}
        aspect={frame.aspect}
        onImageLoad={onImageLoad}
        before={{ url: originalUrl, alt: `Before: ${name}`, label: "Before" }}
        after={{ url: resultUrl, alt: `After: ${name}`, label: "After" }}
        position={position}
        onPositionChange={setPosition}
        className="max-h-[70dvh] min-h-0 w-full rounded-md border bg-muted/40"
        style={{ aspectRatio: String(frame.aspect ?? FALLBACK_ASPECT) }}
      />
      <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2">
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
