/**
 * Quarter turns and mirror images. They are the EXIF orientation transforms under other names, so
 * they share that one tested pixel mover.
 */
import type { RgbaImage } from "../image.ts";
import { applyOrientation } from "./orient.ts";

// EXIF orientation values that undo a camera's turn are the transforms themselves.
const ROTATIONS = { 90: 6, 180: 3, 270: 8 } as const;

export function rotate(image: RgbaImage, degrees: 90 | 180 | 270): RgbaImage {
  return applyOrientation(image, ROTATIONS[degrees]);
}

export function flip(image: RgbaImage, direction: "horizontal" | "vertical"): RgbaImage {
  return applyOrientation(image, direction === "horizontal" ? 2 : 4);
}
