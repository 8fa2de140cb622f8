import { useEffect, type CSSProperties, type ReactNode, type RefObject } from "react";
import { cn } from "@/lib/cn";
import { checkerboard } from "./classes.ts";
import type { PanZoom, PointerHandlers } from "./use-pan-zoom.ts";
import { viewTransform } from "./zoom.ts";

export interface PanZoomStageProps {
  panZoom: PanZoom;
  /**
   * The image frame; pass it on one stage when several share a pan-zoom (they are the same size).
   * That stage also reports the frame's size to the pan-zoom, for the true pixel scale.
   */
  frameRef?: RefObject<HTMLDivElement | null>;
  /** Width / height of the frame; until known the frame fills the stage. */
  aspect: number | undefined;
  /** Drawn inside the frame: moves and scales with zoom and pan. */
  children: ReactNode;
  /** Drawn over the stage: stays put (labels). */
  overlay?: ReactNode;
  /** Defaults to the pan-zoom's own; a split stage routes some drags to its divider instead. */
  handlers?: PointerHandlers;
  className?: string;
  style?: CSSProperties;
}

/**
 * A clipping viewport with the image frame centred in it. The frame is fitted with container
 * query units, so it keeps the images' aspect ratio at any stage size without measuring in JS.
 */
export function PanZoomStage({
  panZoom,
  frameRef,
  aspect,
  children,
  overlay,
  handlers,
  className,
  style,
}: PanZoomStageProps) {
  const { view, canPan, gesturing, pinch, measureFrame } = panZoom;
  // The frame's layout size (transforms aside) is what "fitted" means in pixels; it changes with
  // the window, the stage's mode and the images' aspect, so it is watched rather than read once.
  useEffect(() => {
    const frame = frameRef?.current;
    if (!frame) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measureFrame({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frameRef, measureFrame]);
  const frameSize: CSSProperties = aspect
    ? { width: `min(100cqw, 100cqh * ${aspect})`, aspectRatio: String(aspect) }
    : { width: "100%", height: "100%" };

  return (
    <div
      {...(handlers ?? panZoom.handlers)}
      className={cn(
        "relative flex items-center justify-center overflow-hidden select-none",
        canPan && (gesturing ? "cursor-grabbing" : "cursor-grab"),
        className,
      )}
      style={{
        containerType: "size",
        // Inline, a one-finger swipe should still scroll the page until there is something to pan.
        touchAction: pinch || canPan ? "none" : "pan-y pinch-zoom",
        ...style,
      }}
    >
      <div
        ref={frameRef}
        className={cn(
          "relative shrink-0",
          !gesturing && "transition-transform duration-150 ease-out motion-reduce:transition-none",
        )}
        style={{ ...frameSize, ...checkerboard, transform: viewTransform(view) }}
      >
        {children}
      </div>
      {overlay}
    </div>
  );
}
