import { ZoomIn, ZoomOut } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatScale } from "./pixel-scale.ts";
import type { PanZoom } from "./use-pan-zoom.ts";
import { ZoomButton } from "./zoom-button.tsx";
import { ZoomChoices } from "./zoom-choices.tsx";

interface ZoomControlsProps {
  panZoom: PanZoom;
  /** Adds the "Fit" and "1:1" buttons (the full-screen viewer has the room and the keys for them). */
  showChoices?: boolean;
  className?: string;
}

/**
 * Zoom out / the scale on screen / zoom in (/ Fit and 1:1), for keyboard and mouse users alike.
 * The readout is the true pixel scale ("100%" is one image pixel per CSS pixel), not the zoom
 * relative to the fitted frame that the limits and steps are counted in.
 */
export function ZoomControls({ panZoom, showChoices = false, className }: ZoomControlsProps) {
  const { view, limits, scale } = panZoom;
  return (
    <div role="group" aria-label="Zoom" className={cn("flex items-center gap-1", className)}>
      <ZoomButton label="Zoom out" disabled={view.zoom <= limits.min} onClick={panZoom.zoomOut}>
        <ZoomOut aria-hidden="true" />
      </ZoomButton>
      {/* Until the picture's size is known there is no honest number to show. */}
      <output aria-live="polite" className="min-w-12 px-1 text-center text-sm tabular-nums">
        {scale === null ? "…" : formatScale(scale)}
      </output>
      <ZoomButton label="Zoom in" disabled={view.zoom >= limits.max} onClick={panZoom.zoomIn}>
        <ZoomIn aria-hidden="true" />
      </ZoomButton>
      {showChoices && <ZoomChoices panZoom={panZoom} />}
    </div>
  );
}
