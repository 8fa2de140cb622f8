import type { CSSProperties, RefObject, SyntheticEvent } from "react";
import { cn } from "@/lib/cn";
import { FrameImage } from "./frame-image.tsx";
import { PanZoomStage } from "./pan-zoom-stage.tsx";
import { SplitDivider } from "./split-divider.tsx";
import { StageLabel } from "./stage-label.tsx";
import { useDividerDrag } from "./use-divider-drag.ts";
import type { PanZoom, PointerHandlers } from "./use-pan-zoom.ts";

export interface StageImage {
  url: string;
  alt: string;
  label: string;
}

export interface SplitStageProps {
  panZoom: PanZoom;
  frameRef: RefObject<HTMLDivElement | null>;
  aspect: number | undefined;
  onImageLoad(event: SyntheticEvent<HTMLImageElement>): void;
  /** Left of the divider. */
  before: StageImage;
  /** Right of the divider. */
  after: StageImage;
  position: number;
  onPositionChange(position: number): void;
  className?: string;
  style?: CSSProperties;
}

/** Before on the left, after on the right, split by a draggable divider; shared by the viewer and the slider. */
export function SplitStage(props: SplitStageProps) {
  const { panZoom, frameRef, aspect, onImageLoad, before, after, position, onPositionChange } = props;
  const divider = useDividerDrag(frameRef, onPositionChange);
  const pan = panZoom.handlers;

  const handlers: PointerHandlers = {
    onPointerDown(event) {
      // At fitted size there is nothing to pan, so a drag anywhere moves the divider, as on most
      // before/after sliders. Touch still goes to the pan-zoom when it pinches.
      if (!panZoom.canPan && !(panZoom.pinch && event.pointerType === "touch")) divider.start(event);
      else pan.onPointerDown(event);
    },
    // Each hook ignores pointers it did not start, so both can see every event.
    onPointerMove(event) {
      divider.move(event);
      pan.onPointerMove(event);
    },
    onPointerUp(event) {
      divider.end(event);
      pan.onPointerUp(event);
    },
    onPointerCancel(event) {
      divider.end(event);
      pan.onPointerCancel(event);
    },
    onLostPointerCapture(event) {
      divider.end(event);
      pan.onLostPointerCapture(event);
    },
  };

  return (
    <PanZoomStage
      panZoom={panZoom}
      frameRef={frameRef}
      aspect={aspect}
      handlers={handlers}
      className={cn(!panZoom.canPan && "cursor-ew-resize", props.className)}
      style={props.style}
      overlay={
        <>
          <StageLabel side="left">{before.label}</StageLabel>
          <StageLabel side="right">{after.label}</StageLabel>
        </>
      }
    >
      {/* Both halves are clipped, so transparent pixels in one never show the other through them. */}
      <FrameImage
        src={before.url}
        alt={before.alt}
        onLoad={onImageLoad}
        style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
      />
      <FrameImage
        src={after.url}
        alt={after.alt}
        onLoad={onImageLoad}
        style={{ clipPath: `inset(0 0 0 ${position}%)` }}
      />
      <SplitDivider
        position={position}
        scale={panZoom.view.zoom / 100}
        onPointerDown={(event) => {
          // The handle drags the divider even when zoomed, where the stage itself pans.
          event.stopPropagation();
          divider.start(event);
        }}
      />
    </PanZoomStage>
  );
}
