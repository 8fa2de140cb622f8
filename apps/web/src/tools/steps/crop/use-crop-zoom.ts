import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { MIN_ZOOM, clampZoom, stepZoom, wheelZoom } from "./crop-zoom.ts";

/** A spot on the picture, as fractions of its displayed width and height: the same at any zoom. */
export interface StagePoint {
  u: number;
  v: number;
}

export interface CropZoom {
  /** 1 = the whole picture fits the view; up to 4. */
  zoom: number;
  /** The zoom right now, for event handlers that run before the next render. */
  current(): number;
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
  /** The picture spot under a screen point. */
  pointAt(clientX: number, clientY: number): StagePoint;
  /** Zooms to `zoom` and scrolls so that `point` ends up under the screen point: a pinch, or the wheel. */
  zoomAround(zoom: number, point: StagePoint, clientX: number, clientY: number): void;
  /** Scrolls the view by screen pixels, as a drag on the picture around the crop does. */
  panBy(dx: number, dy: number): void;
}

interface Anchor extends StagePoint {
  /** Where the point should land, in pixels from the view's top-left corner. */
  x: number;
  y: number;
}

/**
 * Zoom for the crop view. The view is a scroll container and zooming makes the picture inside it
 * larger, so scrollbars, the wheel and a trackpad pan it with no code of ours; zooming only has
 * to set the scroll position that keeps the right spot under the pointer or fingers.
 */
export function useCropZoom(
  viewportRef: RefObject<HTMLElement | null>,
  stageRef: RefObject<HTMLElement | null>,
): CropZoom {
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const zoomRef = useRef(MIN_ZOOM);
  const anchor = useRef<Anchor | null>(null);

  // After the picture has its new size: scroll so the anchored spot sits where it should.
  const applyAnchor = () => {
    const viewport = viewportRef.current;
    const stage = stageRef.current;
    const target = anchor.current;
    anchor.current = null;
    if (!viewport || !stage || !target) return;
    const view = viewport.getBoundingClientRect();
    const picture = stage.getBoundingClientRect();
    const left = picture.left - view.left - viewport.clientLeft + viewport.scrollLeft;
    const top = picture.top - view.top - viewport.clientTop + viewport.scrollTop;
    viewport.scrollLeft = left + target.u * picture.width - target.x;
    viewport.scrollTop = top + target.v * picture.height - target.y;
  };

  // Runs after React has resized the picture for a new zoom, before the browser paints it.
  useLayoutEffect(() => applyAnchor());

  const pointAt = (clientX: number, clientY: number): StagePoint => {
    const picture = stageRef.current?.getBoundingClientRect();
    if (!picture || picture.width === 0 || picture.height === 0) return { u: 0.5, v: 0.5 };
    return { u: (clientX - picture.left) / picture.width, v: (clientY - picture.top) / picture.height };
  };

  const zoomAround = (next: number, point: StagePoint, clientX: number, clientY: number) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const view = viewport.getBoundingClientRect();
    anchor.current = {
      ...point,
      x: clientX - view.left - viewport.clientLeft,
      y: clientY - view.top - viewport.clientTop,
    };
    const zoomTo = clampZoom(next);
    if (zoomTo === zoomRef.current) {
      // No re-render will come, but a pinch may still pan.
      applyAnchor();
      return;
    }
    zoomRef.current = zoomTo;
    setZoom(zoomTo);
  };

  /** Buttons zoom around the middle of what is on screen. */
  const zoomAroundCentre = (next: number) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const view = viewport.getBoundingClientRect();
    const x = view.left + viewport.clientLeft + viewport.clientWidth / 2;
    const y = view.top + viewport.clientTop + viewport.clientHeight / 2;
    zoomAround(next, pointAt(x, y), x, y);
  };

  // Ctrl/⌘ + wheel (and a trackpad pinch) zooms; a plain wheel keeps scrolling. React's wheel
  // listener is passive, so it could not stop the browser zooming the whole page.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const point = pointAt(event.clientX, event.clientY);
      zoomAround(wheelZoom(zoomRef.current, event.deltaY, event.deltaMode), point, event.clientX, event.clientY);
    };
    viewport.addEventListener("wheel", onWheel, { passive: false });
    return () => viewport.removeEventListener("wheel", onWheel);
  });

  return {
    zoom,
    current: () => zoomRef.current,
    zoomIn: () => zoomAroundCentre(stepZoom(zoomRef.current, 1)),
    zoomOut: () => zoomAroundCentre(stepZoom(zoomRef.current, -1)),
    fit: () => {
      anchor.current = null;
      zoomRef.current = MIN_ZOOM;
      setZoom(MIN_ZOOM);
    },
    pointAt,
    zoomAround,
    panBy(dx, dy) {
      const viewport = viewportRef.current;
      if (!viewport) return;
      viewport.scrollLeft += dx;
      viewport.scrollTop += dy;
    },
  };
}
