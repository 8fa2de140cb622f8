import { Minus, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { MAX_ZOOM, MIN_ZOOM, formatZoom } from "./crop-zoom.ts";
import type { CropZoom } from "./use-crop-zoom.ts";

const focusRing =
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

function ZoomButton({
  label,
  disabled,
  onClick,
  className,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick(): void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={label}
      title={label}
      // aria-disabled, not disabled: a disabled button drops keyboard focus to the page.
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && onClick()}
      className={cn("size-9 aria-disabled:cursor-not-allowed aria-disabled:opacity-50", focusRing, className)}
    >
      {children}
    </Button>
  );
}

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
