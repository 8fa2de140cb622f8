import { useState, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from "react";
import { panZoomKeyAction, targetUsesArrowKeys } from "./pan-zoom-keys.ts";
import { canPan, clampView, pinchZoom, snapZoom, stepZoom, type View, type ZoomLimits } from "./zoom.ts";

export interface PanZoomOptions {
  limits: ZoomLimits;
  /** The fitted frame; its untransformed size turns pointer pixels into pan fractions. */
  frameRef: RefObject<HTMLElement | null>;
  /** Two-finger zoom. Off for inline use, where a pinch should zoom the page instead. */
  pinch?: boolean;
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
  zoomIn(): void;
  zoomOut(): void;
  reset(): void;
  handlers: PointerHandlers;
  /** Attach where keys should work: "+"/"=", "-", "0" and the arrows. */
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
export function usePanZoom({ limits, frameRef, pinch = false }: PanZoomOptions): PanZoom {
  const [view, setView] = useState<View>({ zoom: limits.initial, x: 0, y: 0 });
  const [gesturing, setGesturing] = useState(false);
  const pointers = useRef(new Map<number, Point>());
  const pinchStart = useRef<{ distance: number; zoom: number } | null>(null);

  // Every change goes through clampView so zooming out can never leave the image panned off-screen.
  const update = (change: (view: View) => View) => setView((current) => clampView(change(current)));
  const zoomIn = () => update((v) => ({ ...v, zoom: stepZoom(v.zoom, 1, limits) }));
  const zoomOut = () => update((v) => ({ ...v, zoom: stepZoom(v.zoom, -1, limits) }));
  const reset = () => setView({ zoom: limits.initial, x: 0, y: 0 });

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
    else if (action.type === "reset") reset();
    else update((v) => ({ ...v, x: v.x + action.dx, y: v.y + action.dy }));
  };

  return {
    view,
    limits,
    pinch,
    canPan: canPan(view.zoom),
    gesturing,
    zoomIn,
    zoomOut,
    reset,
    handlers,
    onKeyDown,
  };
}
