import type { CSSProperties } from "react";

/**
 * Darkens the picture outside the crop: one box at the crop with a shadow far larger than any
 * picture, clipped to the picture so the margin around it stays the page's colour.
 */
export function CropShade({ position }: { position: CSSProperties }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute shadow-[0_0_0_100000px_rgb(0_0_0/0.55)]" style={position} />
    </div>
  );
}
