import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { focusRing } from "./classes.ts";
import { formatScale } from "./pixel-scale.ts";
import type { PanZoom } from "./use-pan-zoom.ts";

function ChoiceButton({
  pressed,
  title,
  onClick,
  children,
}: {
  pressed: boolean;
  title: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      // Pressed while the view *is* that choice, so it lets go as soon as a zoom or pan moves away.
      aria-pressed={pressed}
      title={title}
      onClick={onClick}
      className={cn(
        "h-9 min-w-11 px-2.5 tabular-nums aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:hover:bg-primary/90",
        focusRing,
      )}
    >
      {children}
    </Button>
  );
}

/**
 * "Fit" (the whole picture in view) and "1:1" (one image pixel per CSS pixel) as two plain choices,
 * so the readout beside them can be the honest scale rather than "100%" meaning "fitted".
 */
export function ZoomChoices({ panZoom }: { panZoom: PanZoom }) {
  const shortfall = panZoom.actualSizeShortfall;
  return (
    <>
      <ChoiceButton pressed={panZoom.atFit} title="Fit the whole picture in view (0)" onClick={panZoom.fit}>
        Fit
      </ChoiceButton>
      <ChoiceButton
        pressed={panZoom.atActualSize}
        title={
          shortfall === null
            ? "Actual pixels: one image pixel per screen pixel (1)"
            : `1:1 is out of the zoom range in this window; shows the nearest, ${formatScale(shortfall)} (1)`
        }
        onClick={panZoom.actualSize}
      >
        1:1
      </ChoiceButton>
    </>
  );
}
