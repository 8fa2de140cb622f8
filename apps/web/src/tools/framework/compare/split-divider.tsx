import { ChevronsLeftRight } from "lucide-react";
import type { PointerEvent } from "react";

interface SplitDividerProps {
  /** 0–100 across the frame. */
  position: number;
  /** The frame's zoom factor, undone here so the line and knob keep their on-screen size. */
  scale: number;
  onPointerDown(event: PointerEvent<HTMLDivElement>): void;
}

/**
 * The visible divider and its drag handle. Hidden from assistive technology: the range input
 * beside the image is the accessible control for the same position.
 */
export function SplitDivider({ position, scale, onPointerDown }: SplitDividerProps) {
  return (
    <div
      aria-hidden="true"
      data-split-divider=""
      onPointerDown={onPointerDown}
      // 44 px wide so it is easy to grab on touch, though only the 2 px line shows.
      className="absolute inset-y-0 z-10 w-11 cursor-ew-resize touch-none"
      style={{ left: `${position}%`, transform: `translateX(-50%) scaleX(${1 / scale})` }}
    >
      {/* White with a dark shadow rather than theme colours: it sits on image content, not on the page. */}
      <div className="absolute inset-y-0 left-1/2 w-0.5 -ml-px bg-white shadow-[0_0_3px_rgba(0,0,0,0.7)]" />
      <div
        className="absolute left-1/2 top-1/2 flex size-9 items-center justify-center rounded-full border bg-background text-foreground shadow-md"
        style={{ transform: `translate(-50%, -50%) scaleY(${1 / scale})` }}
      >
        <ChevronsLeftRight className="size-4" aria-hidden="true" />
      </div>
    </div>
  );
}
