import { Minus, Plus } from "lucide-react";
import { ZoomButton } from "../../framework/compare/zoom-button.tsx";
import { MAX_ZOOM, MIN_ZOOM, formatZoom } from "./crop-zoom.ts";
import type { CropZoom } from "./use-crop-zoom.ts";

interface CropToolbarProps {
  zoom: CropZoom;
  /** The output size, "1200 × 675 px". */
  sizeText: string;
}

/** The output size on the left, the view's zoom on the right; wraps on narrow phones. */
export function CropToolbar({ zoom, sizeText }: CropToolbarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {/* Hidden from screen readers: the crop area's label says the same, and changes are announced. */}
      <span
        aria-hidden="true"
        data-crop-size=""
        className="rounded-md border bg-background px-2 py-1 text-sm font-medium tabular-nums text-foreground"
      >
        {sizeText}
      </span>
      <div role="group" aria-label="Zoom" className="flex items-center gap-1">
        <ZoomButton label="Zoom out" disabled={zoom.zoom <= MIN_ZOOM} onClick={zoom.zoomOut}>
          <Minus aria-hidden="true" />
        </ZoomButton>
        <output aria-live="polite" className="w-12 text-center text-sm tabular-nums">
          {formatZoom(zoom.zoom)}
        </output>
        <ZoomButton label="Zoom in" disabled={zoom.zoom >= MAX_ZOOM} onClick={zoom.zoomIn}>
          <Plus aria-hidden="true" />
        </ZoomButton>
        <ZoomButton label="Fit to view" disabled={zoom.zoom <= MIN_ZOOM} onClick={zoom.fit} className="w-auto px-3">
          Fit
        </ZoomButton>
      </div>
    </div>
  );
}
