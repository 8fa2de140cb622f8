import { cn } from "@/lib/cn";
import type { Handle } from "./crop-geometry.ts";

/**
 * Where each handle's hit area sits and which cursor it shows. Corners are 32 px squares centred
 * on the corner; edges are 24 px bands between the corners. Big enough for a fingertip, while the
 * visible mark stays small and leaves the picture in view.
 */
const PLACEMENT: Record<Handle, string> = {
  n: "inset-x-4 -top-3 h-6 cursor-ns-resize",
  s: "inset-x-4 -bottom-3 h-6 cursor-ns-resize",
  e: "inset-y-4 -right-3 w-6 cursor-ew-resize",
  w: "inset-y-4 -left-3 w-6 cursor-ew-resize",
  nw: "-left-4 -top-4 size-8 cursor-nwse-resize",
  se: "-right-4 -bottom-4 size-8 cursor-nwse-resize",
  ne: "-right-4 -top-4 size-8 cursor-nesw-resize",
  sw: "-left-4 -bottom-4 size-8 cursor-nesw-resize",
};

/**
 * The visible mark: a square on corners, a short bar along edges. An edge's band shrinks to
 * nothing on a box under about 56 px on screen, and its bar shrinks and disappears with it
 * rather than sticking out past the corners.
 */
const MARK: Record<Handle, string> = {
  n: "h-1.5 w-6 max-w-full",
  s: "h-1.5 w-6 max-w-full",
  e: "h-6 max-h-full w-1.5",
  w: "h-6 max-h-full w-1.5",
  nw: "size-3",
  se: "size-3",
  ne: "size-3",
  sw: "size-3",
};

/**
 * One drag handle. Hidden from assistive technology: the crop area itself is the one focus
 * target, and Alt with the arrow keys resizes it.
 */
export function CropHandle({ handle }: { handle: Handle }) {
  return (
    <div
      aria-hidden="true"
      data-crop-handle={handle}
      className={cn(
        "absolute flex touch-none items-center justify-center",
        handle.length === 1 && "overflow-hidden",
        PLACEMENT[handle],
      )}
    >
      <div
        className={cn(
          "rounded-[3px] border-2 border-primary bg-background shadow-[0_0_2px_rgb(0_0_0/0.6)]",
          MARK[handle],
        )}
      />
    </div>
  );
}
