// The words the crop box shows and speaks, kept in one place so the badge, the label and the
// announcement always agree.
import type { Rect } from "./crop-geometry.ts";

/** The output size, as the badge shows it: "1200 × 675 px". */
export function cropSizeText(rect: Rect): string {
  return `${rect.width} × ${rect.height} px`;
}

/** The focusable crop area's name: its size and where it sits, for screen readers. */
export function cropAreaLabel(rect: Rect): string {
  return `Crop area, ${rect.width} by ${rect.height} pixels at ${rect.x}, ${rect.y}`;
}

/** Said after a key or a drag changes the crop; shorter than the label, which is read on focus. */
export function cropAnnouncement(rect: Rect): string {
  return `${rect.width} by ${rect.height} pixels at ${rect.x}, ${rect.y}`;
}

export const CROP_KEYS_HELP = "Arrow keys move it; Shift moves 10 pixels; Alt with arrows resizes.";
