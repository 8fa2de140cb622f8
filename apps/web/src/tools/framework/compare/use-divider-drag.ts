import { useRef, type PointerEvent, type RefObject } from "react";
import { clamp } from "./zoom.ts";

export interface DividerDrag {
  /** Starts a drag and jumps the divider to the pointer, so a click also places it. */
  start(event: PointerEvent<HTMLElement>): void;
  move(event: PointerEvent<HTMLElement>): void;
  end(event: PointerEvent<HTMLElement>): void;
}

/**
 * Drags a split divider. The position comes from the frame's on-screen rectangle, which includes
 * the zoom and pan transform, so the divider stays under the pointer at any zoom.
 */
export function useDividerDrag(
  frameRef: RefObject<HTMLElement | null>,
  onChange: (position: number) => void,
): DividerDrag {
  const pointerId = useRef<number | null>(null);

  const follow = (clientX: number) => {
    const rect = frameRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return;
    // Tenths of a percent: whole percents jump visibly on a wide screen.
    onChange(Math.round(clamp(((clientX - rect.left) / rect.width) * 100, 0, 100) * 10) / 10);
  };

  return {
    start(event) {
      if ((event.pointerType === "mouse" && event.button !== 0) || pointerId.current !== null) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      pointerId.current = event.pointerId;
      follow(event.clientX);
    },
    move(event) {
      if (event.pointerId === pointerId.current) follow(event.clientX);
    },
    end(event) {
      if (event.pointerId === pointerId.current) pointerId.current = null;
    },
  };
}
