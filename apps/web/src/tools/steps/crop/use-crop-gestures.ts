import { useRef, useState, type PointerEvent, type RefObject } from "react";
import { moveRect, resizeRect, sameRect, type Handle, type Rect, type Size } from "./crop-geometry.ts";
import { useFrameThrottle } from "./use-frame-throttle.ts";
import type { CropZoom, StagePoint } from "./use-crop-zoom.ts";

export interface CropGestureOptions {
  /** The displayed picture: its on-screen width turns screen pixels into image pixels. */
  stageRef: RefObject<HTMLElement | null>;
  rect: Rect;
  ratio: number | null;
  imageSize: Size;
  zoom: CropZoom;
  onChange(rect: Rect): void;
  /** A drag has ended on this crop: time to tell screen readers once, not on every frame. */
  onCommit(rect: Rect): void;
}

export interface CropPointerHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(event: PointerEvent<HTMLElement>): void;
  onLostPointerCapture(event: PointerEvent<HTMLElement>): void;
}

export interface CropGestures {
  handlers: CropPointerHandlers;
  /** What a pointer is doing now, for the cursor. */
  active: "crop" | "pan" | "pinch" | null;
}

type Gesture =
  | {
      kind: "crop";
      pointerId: number;
      /** null moves the whole box. */
      handle: Handle | null;
      startX: number;
      startY: number;
      start: Rect;
      last: Rect;
      /** Screen pixels per image pixel when the drag began. */
      scale: number;
    }
  | { kind: "pan"; pointerId: number; lastX: number; lastY: number }
  | { kind: "pinch"; distance: number; zoom: number; point: StagePoint }
  // After a pinch, until every finger has lifted: the last finger must not start moving the crop.
  | { kind: "settle" };

interface Point {
  x: number;
  y: number;
}

function twoFingers(pointers: Map<number, Point>): { distance: number; middle: Point } | null {
  const [a, b] = [...pointers.values()];
  if (!a || !b) return null;
  return { distance: Math.hypot(a.x - b.x, a.y - b.y), middle: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
}

const HANDLE_ATTRIBUTE = "data-crop-handle";

/**
 * Every pointer on the crop view: one pointer on a handle resizes, on the box moves it, elsewhere
 * pans a zoomed view; two fingers pinch-zoom and pan. Each pointer is captured, so a drag that
 * leaves the view (or the window) still ends cleanly, and mouse, pen and touch share one path.
 * Crop drags always start from the rect at pointer-down plus the total movement, so rounding to
 * whole pixels never accumulates.
 */
export function useCropGestures(options: CropGestureOptions): CropGestures {
  const { stageRef, rect, ratio, imageSize, zoom, onChange, onCommit } = options;
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const [active, setActive] = useState<CropGestures["active"]>(null);
  const throttle = useFrameThrottle(onChange);

  const begin = (next: Gesture | null) => {
    gesture.current = next;
    setActive(next && next.kind !== "settle" ? next.kind : null);
  };

  const startPinch = () => {
    const current = gesture.current;
    // The first finger may have nudged the crop before the second landed: that was not meant.
    if (current?.kind === "crop" && !sameRect(current.last, current.start)) {
      throttle.push(current.start);
      throttle.flush();
    }
    const fingers = twoFingers(pointers.current);
    if (!fingers) return;
    begin({
      kind: "pinch",
      distance: fingers.distance,
      zoom: zoom.current(),
      point: zoom.pointAt(fingers.middle.x, fingers.middle.y),
    });
  };

  const release = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    if (current?.kind === "crop" && current.pointerId === event.pointerId) {
      throttle.flush();
      onCommit(current.last);
    }
    if (pointers.current.size === 0) begin(null);
    else if (current?.kind === "pinch") begin({ kind: "settle" });
  };

  const handlers: CropPointerHandlers = {
    onPointerDown(event) {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      if (pointers.current.size >= 2) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size === 2) {
        startPinch();
        return;
      }

      const target = event.target instanceof Element ? event.target : null;
      const handleElement = target?.closest(`[${HANDLE_ATTRIBUTE}]`);
      const onBox = handleElement ?? target?.closest("[data-crop-box]");
      const picture = stageRef.current?.getBoundingClientRect();
      if (onBox && picture && picture.width > 0) {
        begin({
          kind: "crop",
          pointerId: event.pointerId,
          handle: (handleElement?.getAttribute(HANDLE_ATTRIBUTE) as Handle | null | undefined) ?? null,
          startX: event.clientX,
          startY: event.clientY,
          start: rect,
          last: rect,
          scale: picture.width / imageSize.width,
        });
      } else {
        begin({ kind: "pan", pointerId: event.pointerId, lastX: event.clientX, lastY: event.clientY });
      }
    },

    onPointerMove(event) {
      const point = pointers.current.get(event.pointerId);
      if (!point) return;
      point.x = event.clientX;
      point.y = event.clientY;
      const current = gesture.current;
      if (!current) return;

      if (current.kind === "pinch") {
        const fingers = twoFingers(pointers.current);
        if (!fingers || current.distance <= 0) return;
        // The spot between the fingers stays between them: they zoom and pan at once.
        const next = current.zoom * (fingers.distance / current.distance);
        zoom.zoomAround(next, current.point, fingers.middle.x, fingers.middle.y);
      } else if (current.kind === "pan" && current.pointerId === event.pointerId) {
        zoom.panBy(current.lastX - event.clientX, current.lastY - event.clientY);
        current.lastX = event.clientX;
        current.lastY = event.clientY;
      } else if (current.kind === "crop" && current.pointerId === event.pointerId) {
        const dx = (event.clientX - current.startX) / current.scale;
        const dy = (event.clientY - current.startY) / current.scale;
        const next = current.handle
          ? resizeRect(current.start, current.handle, dx, dy, ratio, imageSize)
          : moveRect(current.start, dx, dy, imageSize);
        if (sameRect(next, current.last)) return;
        current.last = next;
        throttle.push(next);
      }
    },

    onPointerUp: release,
    onPointerCancel: release,
    onLostPointerCapture: release,
  };

  return { handlers, active };
}
