import { RotateCcw, ZoomIn, ZoomOut } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { focusRing } from "./classes.ts";
import type { PanZoom } from "./use-pan-zoom.ts";

interface ZoomControlsProps {
  panZoom: PanZoom;
  showReset?: boolean;
  className?: string;
}

function ZoomButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={label}
      title={label}
      // aria-disabled, not disabled: a disabled button drops keyboard focus out of the dialog.
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && onClick()}
      className={cn("size-9 aria-disabled:cursor-not-allowed aria-disabled:opacity-50", focusRing)}
    >
      {children}
    </Button>
  );
}

/** Zoom out / current zoom / zoom in (/ reset), for keyboard and mouse users alike. */
export function ZoomControls({ panZoom, showReset = false, className }: ZoomControlsProps) {
  const { view, limits } = panZoom;
  return (
    <div role="group" aria-label="Zoom" className={cn("flex items-center gap-1", className)}>
      <ZoomButton label="Zoom out" disabled={view.zoom <= limits.min} onClick={panZoom.zoomOut}>
        <ZoomOut aria-hidden="true" />
      </ZoomButton>
      <output aria-live="polite" className="w-12 text-center text-sm tabular-nums">
        {Math.round(view.zoom)}%
      </output>
      <ZoomButton label="Zoom in" disabled={view.zoom >= limits.max} onClick={panZoom.zoomIn}>
        <ZoomIn aria-hidden="true" />
      </ZoomButton>
      {showReset && (
        <ZoomButton label="Reset zoom" onClick={panZoom.reset}>
          <RotateCcw aria-hidden="true" />
        </ZoomButton>
      )}
    </div>
  );
}
