import type { CSSProperties, KeyboardEvent } from "react";
import { cn } from "@/lib/cn";
import { HANDLES, type Handle, type Rect, type Size } from "./crop-geometry.ts";
import { CropHandle } from "./crop-handle.tsx";

/** Percentages of the picture, so the box needs no measuring and follows any zoom or resize. */
export function cropPosition(rect: Rect, imageSize: Size): CSSProperties {
  return {
    left: `${(rect.x / imageSize.width) * 100}%`,
    top: `${(rect.y / imageSize.height) * 100}%`,
    width: `${(rect.width / imageSize.width) * 100}%`,
    height: `${(rect.height / imageSize.height) * 100}%`,
  };
}

// Edges first, so where a corner's hit area overlaps an edge's the corner, painted later, wins.
const DRAW_ORDER: Handle[] = [...HANDLES].sort((a, b) => a.length - b.length);

interface CropFrameProps {
  position: CSSProperties;
  label: string;
  describedBy: string;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
}

/**
 * The crop rectangle: the keyboard focus target, the area a drag moves, its rule-of-thirds grid
 * and its eight handles. Pointer input is handled by the view around it, which looks for
 * data-crop-box and data-crop-handle under the pointer.
 */
export function CropFrame({ position, label, describedBy, onKeyDown }: CropFrameProps) {
  return (
    <div
      data-crop-box=""
      role="group"
      tabIndex={0}
      aria-label={label}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      className={cn(
        "absolute cursor-move touch-none",
        // The theme's ring outside a white line: one of the two always contrasts with the picture.
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
      )}
      style={position}
    >
      {/* White with a dark halo rather than theme colours: it sits on picture content, not on the page. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 border border-white/90 shadow-[0_0_0_1px_rgb(0_0_0/0.35)]"
      />
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute inset-y-0 left-1/3 w-px bg-white/45" />
        <div className="absolute inset-y-0 left-2/3 w-px bg-white/45" />
        <div className="absolute inset-x-0 top-1/3 h-px bg-white/45" />
        <div className="absolute inset-x-0 top-2/3 h-px bg-white/45" />
      </div>
      {DRAW_ORDER.map((handle) => (
        <CropHandle key={handle} handle={handle} />
      ))}
    </div>
  );
}
