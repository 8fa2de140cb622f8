import { useCallback, useState, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from "react";
import { panZoomKeyAction, targetUsesArrowKeys } from "./pan-zoom-keys.ts";
import {
  actualSizeZoom,
  fittedScale,
  isActualSize,
  nearestActualSizeZoom,
  shownScale,
  type Size,
} from "./pixel-scale.ts";
import { canPan, clampView, FIT_ZOOM, pinchZoom, snapZoom, stepZoom, type View, type ZoomLimits } from "./zoom.ts";

export interface PanZoomOptions {
  limits: ZoomLimits;
  /** The fitted frame; its untransformed size turns pointer pixels into pan fractions. */
  frameRef: RefObject<HTMLElement | null>;
  /** Two-finger zoom. Off for inline use, where a pinch should zoom the page instead. */
  pinch?: boolean;
  /**
   * The natural size of the picture whose pixels the scale counts, once known. Comparisons pass
   * the original's: a result may have fewer pixels (resized) yet is drawn over the same frame, so
   * only the original's pixels make "100%" mean one pixel per pixel of what was put in.
   */
  image?: Size | null;
}

export interface PointerHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(event: PointerEvent<HTMLElement>): void;
  onLostPointerCapture(event: PointerEvent<HTMLElement>): void;
}

export interface PanZoom {
  view: View;
  limits: ZoomLimits;
  pinch: boolean;
  canPan: boolean;
  /** A finger or button is down on the stage: drop transitions so the image follows it exactly. */
  gesturing: boolean;
  /** Image pixels to CSS pixels on screen now (1 is 1:1); null until the frame and image sizes are known. */
  scale: number | null;
  /** The whole picture in view, centred. */
  atFit: boolean;
  /** Exactly one image pixel per CSS pixel. */
  atActualSize: boolean;
  /** The scale that 1:1 gives when the limits stop short of it, else null. */
  actualSizeShortfall: number | null;
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
  /** 1:1, centred; as near as the limits allow when 1:1 is beyond them. */
  actualSize(): void;
  /** The stage reports its frame's untransformed size here (it changes with the window). */
  measureFrame(size: Size): void;
  handlers: PointerHandlers;
  /** Attach where keys should work: "+"/"=", "-", "0" (fit), "1" (1:1) and the arrows. */
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

interface Point {
  x: number;
  y: number;
}

function spread(points: Map<number, Point>): number {
  const [a, b] = [...points.values()];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

/** Zoom, drag-to-pan and (optionally) pinch for a stage; several stages may share one instance. */
export function usePanZoom({ limits, frameRef, pinch = false, image = null }: PanZoomOptions): PanZoom {
  const [view, setView] = useState<View>({ zoom: limits.initial, x: 0, y: 0 });
  const [frame, setFrame] = useState<Size | null>(null);
  const [gesturing, setGesturing] = useState(false);
  const pointers = useRef(new Map<number, Point>());
  const pinchStart = useRef<{ distance: number; zoom: number } | null>(null);

  // Every change goes through clampView so zooming out can never leave the image panned off-screen.
  const update = (change: (view: View) => View) => setView((current) => clampView(change(current)));
  const zoomIn = () => update((v) => ({ ...v, zoom: stepZoom(v.zoom, 1, limits) }));
  const zoomOut = () => update((v) => ({ ...v, zoom: stepZoom(v.zoom, -1, limits) }));
  const fit = () => setView({ zoom: FIT_ZOOM, x: 0, y: 0 });

  const fitted = frame && image ? fittedScale(frame, image) : null;
  const scale = fitted === null ? null : shownScale(fitted, view.zoom);
  const nearest = fitted === null ? null : nearestActualSizeZoom(fitted, limits);
  const actualSize = () => {
    if (nearest !== null) setView({ zoom: nearest, x: 0, y: 0 });
  };
  // Stable, so the stage's size observer is not re-made on every render.
  const measureFrame = useCallback((size: Size) => {
    setFrame((current) => (current?.width === size.width && current.height === size.height ? current : size));
  }, []);

  const release = (event: PointerEvent<HTMLElement>) => {
    const active = pointers.current;
    if (!active.delete(event.pointerId)) return;
    if (pinchStart.current && active.size < 2) {
      pinchStart.current = null;
      update((v) => ({ ...v, zoom: snapZoom(v.zoom, limits) }));
    }
    if (active.size === 0) setGesturing(false);
  };

  const handlers: PointerHandlers = {
    onPointerDown(event) {
      const active = pointers.current;
      if ((event.pointerType === "mouse" && event.button !== 0) || active.size >= 2) return;
      // Capture so a drag that leaves the stage (or the window) still ends cleanly.
      event.currentTarget.setPointerCapture(event.pointerId);
      active.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pinch && active.size === 2) pinchStart.current = { distance: spread(active), zoom: view.zoom };
      setGesturing(true);
    },
    onPointerMove(event) {
      const active = pointers.current;
      const last = active.get(event.pointerId);
      if (!last) return;
      const next = { x: event.clientX, y: event.clientY };
      active.set(event.pointerId, next);
      const start = pinchStart.current;
      if (start) {
        const distance = spread(active);
        if (start.distance > 0 && distance > 0) {
          update((v) => ({ ...v, zoom: pinchZoom(start.zoom, distance / start.distance, limits) }));
        }
        return;
      }
      if (active.size !== 1) return;
      const frame = frameRef.current;
      const width = frame?.offsetWidth || 1;
      const height = frame?.offsetHeight || 1;
      update((v) => ({ ...v, x: v.x + (next.x - last.x) / width, y: v.y + (next.y - last.y) / height }));
    },
    onPointerUp: release,
    onPointerCancel: release,
    onLostPointerCapture: release,
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = panZoomKeyAction(event);
    if (!action) return;
    if (action.type === "pan" && targetUsesArrowKeys(event.target)) return;
    event.preventDefault();
    if (action.type === "zoom-in") zoomIn();
    else if (action.type === "zoom-out") zoomOut();
    else if (action.type === "fit") fit();
    else if (action.type === "actual-size") actualSize();
    else update((v) => ({ ...v, x: v.x + action.dx, y: v.y + action.dy }));
  };

  return {
    view,
    limits,
    pinch,
    canPan: canPan(view.zoom),
    gesturing,
    scale,
    atFit: view.zoom === FIT_ZOOM,
    atActualSize: isActualSize(scale),
    actualSizeShortfall:
      fitted !== null && nearest !== null && nearest !== actualSizeZoom(fitted) ? shownScale(fitted, nearest) : null,
    zoomIn,
    zoomOut,
    fit,
    actualSize,
    measureFrame,
    handlers,
    onKeyDown,
  };
}
