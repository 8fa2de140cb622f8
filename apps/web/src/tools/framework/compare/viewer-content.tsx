import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useRef, useState, type SyntheticEvent } from "react";
import { Button } from "@/components/ui/button";
import { focusRing } from "./classes.ts";
import { CompareStats } from "./compare-stats.tsx";
import { useFrameAspect } from "./use-frame-aspect.ts";
import { useNaturalSize } from "./use-natural-size.ts";
import { useMediaQuery } from "@/lib/use-media-query";
import { usePanZoom } from "./use-pan-zoom.ts";
import { ViewerStage } from "./viewer-stage.tsx";
import { ViewerToolbar, type ViewerMode, type ViewerSettings } from "./viewer-toolbar.tsx";
import { VIEWER_ZOOM } from "./zoom.ts";

/** One side of the comparison: the original or the result. */
export interface CompareSide {
  /** An object URL (or any image URL); the viewer does not revoke it. */
  url: string;
  /** Bytes. */
  size: number;
  width?: number;
  height?: number;
}

interface ViewerContentProps {
  name: string;
  original: CompareSide;
  result: CompareSide;
  resultLabel: string;
}

/** Below this width three modes do not fit side by side, so the viewer shows one image at a time. */
const WIDE_QUERY = "(min-width: 768px)";

export function ViewerContent({ name, original, result, resultLabel }: ViewerContentProps) {
  const wide = useMediaQuery(WIDE_QUERY);
  const [settings, setSettings] = useState<ViewerSettings>({
    mode: "side-by-side",
    showing: "result",
    position: 50,
    opacity: 100,
    holding: false,
  });
  const frameRef = useRef<HTMLDivElement>(null);
  const frame = useFrameAspect([original, result]);
  // The scale counts the original's pixels: a resized result has fewer, drawn over the same frame.
  const originalSize = useNaturalSize(original.url, original);
  const panZoom = usePanZoom({ limits: VIEWER_ZOOM, frameRef, pinch: true, image: originalSize.size });
  const onImageLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    frame.onImageLoad(event);
    originalSize.onImageLoad(event);
  };
  const mode: ViewerMode | "toggle" = wide ? settings.mode : "toggle";

  const images = {
    original: { url: original.url, alt: `Original: ${name}`, label: "Original" },
    result: { url: result.url, alt: `${resultLabel}: ${name}`, label: resultLabel },
  };
  const update = (change: Partial<ViewerSettings>) => setSettings((current) => ({ ...current, ...change }));

  return (
    <DialogPrimitive.Content
      data-testid="compare-viewer"
      data-mode={mode}
      // For tests: the zoom relative to the fitted frame (100 = Fit); people see the true scale.
      data-zoom={Math.round(panZoom.view.zoom)}
      onKeyDown={panZoom.onKeyDown}
      // The page gives focus back to the control that opened the viewer (use-return-focus.ts). Radix
      // would first move it to whatever had focus at opening (in Safari a clicked button never has),
      // so two moves raced; now there is one.
      onCloseAutoFocus={(event) => event.preventDefault()}
      className="fixed inset-0 z-50 flex flex-col gap-3 bg-background p-3 text-foreground outline-none md:p-4"
    >
      <header className="flex items-center gap-3">
        <DialogPrimitive.Title className="min-w-0 flex-1 truncate text-lg font-semibold">
          Compare: {name}
        </DialogPrimitive.Title>
        <DialogPrimitive.Description className="sr-only">
          The original and the {resultLabel.toLowerCase()} image at the same scale. Press plus or minus to zoom, 0 to
          fit the whole picture, 1 for actual pixels (1:1), and the arrow keys or a drag to pan when zoomed in.
        </DialogPrimitive.Description>
        <DialogPrimitive.Close asChild>
          <Button type="button" variant="ghost" size="icon" aria-label="Close" className={focusRing}>
            <X aria-hidden="true" />
          </Button>
        </DialogPrimitive.Close>
      </header>

      <ViewerToolbar
        wide={wide}
        settings={settings}
        onSettingsChange={update}
        resultLabel={resultLabel}
        panZoom={panZoom}
      />

      <ViewerStage
        mode={mode}
        settings={settings}
        onPositionChange={(position) => update({ position })}
        panZoom={panZoom}
        frameRef={frameRef}
        aspect={frame.aspect}
        onImageLoad={onImageLoad}
        original={images.original}
        result={images.result}
      />

      <CompareStats original={{ label: "Original", ...original }} result={{ label: resultLabel, ...result }} />
    </DialogPrimitive.Content>
  );
}
