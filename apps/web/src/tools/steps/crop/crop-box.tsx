import { useId, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { cn } from "@/lib/cn";
import { CropFrame, cropPosition } from "./crop-frame.tsx";
import { clampRect, isNudgeKey, nudge, sameRect, type Rect, type Size } from "./crop-geometry.ts";
import { CROP_KEYS_HELP, cropAnnouncement, cropAreaLabel, cropSizeText } from "./crop-labels.ts";
import { CropShade } from "./crop-shade.tsx";
import { CropToolbar } from "./crop-toolbar.tsx";
import { useCropGestures } from "./use-crop-gestures.ts";
import { useCropZoom } from "./use-crop-zoom.ts";

export interface CropBoxProps {
  /** Object URL of the (upright) picture. */
  imageUrl: string;
  /** Its natural size in pixels. */
  imageSize: Size;
  /** The current crop, in image pixels. */
  rect: Rect;
  /** Width / height lock, or null for a free crop. */
  ratio: number | null;
  /** Called while dragging (at most once per animation frame), at the end of a drag and on arrow keys. */
  onChange(rect: Rect): void;
  className?: string;
}

/** Space around the picture, so handles on its edges can be grabbed whole instead of half clipped. */
const MARGIN = 16;
/** The picture never takes more of the screen's height than this, so the controls stay in reach. */
const MAX_HEIGHT = "70vh";

/** Subtle squares behind the picture, so transparent pixels read as transparent in both themes. */
const checkerboard: CSSProperties = {
  backgroundColor: "var(--color-card)",
  backgroundImage:
    "repeating-conic-gradient(color-mix(in oklab, var(--color-foreground) 12%, transparent) 0% 25%, transparent 0% 50%)",
  backgroundSize: "16px 16px",
};

/**
 * The picture's fitted width as a CSS length: the container's width or the height limit,
 * whichever is tighter. Container query units size it without measuring, at any screen width.
 */
function fittedWidth(aspect: number): string {
  return `min(100cqw - ${2 * MARGIN}px, (${MAX_HEIGHT} - ${2 * MARGIN}px) * ${aspect})`;
}

/**
 * The interactive crop box: the picture fitted to its container with the area outside the crop
 * darkened, a rule-of-thirds grid, eight handles, and a zoomable, pannable view. All crop maths
 * is in image pixels (./crop-geometry.ts); this only turns pointers and keys into calls to it.
 */
export function CropBox({ imageUrl, imageSize, rect, ratio, onChange, className }: CropBoxProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const [announcement, setAnnouncement] = useState("");
  const image: Size = { width: Math.max(1, imageSize.width), height: Math.max(1, imageSize.height) };
  // Drawn and reported as the geometry sees it, even if the parent passes something out of range.
  const crop = clampRect(rect, image);
  const zoom = useCropZoom(viewportRef, stageRef);
  const gestures = useCropGestures({
    stageRef,
    rect: crop,
    ratio,
    imageSize: image,
    zoom,
    onChange,
    onCommit: (final) => setAnnouncement(cropAnnouncement(final)),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isNudgeKey(event.key) || event.ctrlKey || event.metaKey) return;
    // Arrows would otherwise scroll the view or the page.
    event.preventDefault();
    const next = nudge(crop, event.key, event.shiftKey, event.altKey, ratio, image);
    if (!sameRect(next, crop)) onChange(next);
    setAnnouncement(cropAnnouncement(next));
  };

  const aspect = image.width / image.height;
  const fitted = fittedWidth(aspect);
  const zoomed = zoom.zoom > 1;
  const position = cropPosition(crop, image);

  return (
    <div className={cn("flex w-full min-w-0 flex-col gap-2", className)} style={{ containerType: "inline-size" }}>
      <CropToolbar zoom={zoom} sizeText={cropSizeText(crop)} />
      <div
        ref={viewportRef}
        {...gestures.handlers}
        data-crop-view=""
        className={cn(
          // touch-none: one finger drags the crop and two zoom, instead of scrolling the page.
          "relative mx-auto touch-none select-none rounded-md bg-muted/60 leading-[0] ring-1 ring-border",
          zoomed && (gestures.active === "pan" ? "cursor-grabbing" : "cursor-grab"),
        )}
        style={{
          width: `calc(${fitted} + ${2 * MARGIN}px)`,
          height: `calc(${fitted} / ${aspect} + ${2 * MARGIN}px)`,
          // Hidden at fit: sub-pixel rounding must not add scrollbars when there is nothing to scroll.
          overflow: zoomed ? "auto" : "hidden",
        }}
      >
        <div className="inline-block align-top" style={{ padding: MARGIN }}>
          <div
            ref={stageRef}
            className="relative"
            style={{
              ...checkerboard,
              width: `calc(${fitted} * ${zoom.zoom})`,
              height: `calc(${fitted} * ${zoom.zoom} / ${aspect})`,
            }}
          >
            <img
              src={imageUrl}
              alt=""
              draggable={false}
              decoding="async"
              className="pointer-events-none absolute inset-0 size-full select-none"
            />
            <CropShade position={position} />
            <CropFrame position={position} label={cropAreaLabel(crop)} describedBy={helpId} onKeyDown={onKeyDown} />
          </div>
        </div>
      </div>
      <p id={helpId} className="sr-only">
        {CROP_KEYS_HELP}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
