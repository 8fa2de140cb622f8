/**
 * Where a watermark goes: the top-left corners of each copy of the mark, for a corner or edge with
 * a margin, a dragged-to point, or tiles over the whole picture. Pure arithmetic in fractions of the
 * image, so the same placement looks the same across a batch of different sizes.
 */
import type { Size } from "./fit.ts";
import type { WatermarkAnchor } from "@squish/shared/steps/watermark";
import type { WatermarkPlacement } from "../steps/step.ts";

export interface Point {
  x: number;
  y: number;
}

// Horizontal and vertical alignment of each named position: 0 start, 0.5 centre, 1 end.
const ALIGN: Record<WatermarkAnchor, [number, number]> = {
  "top-left": [0, 0],
  top: [0.5, 0],
  "top-right": [1, 0],
  left: [0, 0.5],
  center: [0.5, 0.5],
  right: [1, 0.5],
  "bottom-left": [0, 1],
  bottom: [0.5, 1],
  "bottom-right": [1, 1],
};

export function markPositions(image: Size, mark: Size, placement: WatermarkPlacement): Point[] {
  if (placement.kind === "anchor") {
    const margin = Math.round(Math.max(0, placement.margin) * Math.min(image.width, image.height));
    const [ax, ay] = ALIGN[placement.position];
    const x = margin + ax * (image.width - mark.width - 2 * margin);
    const y = margin + ay * (image.height - mark.height - 2 * margin);
    return [{ x: Math.round(x), y: Math.round(y) }];
  }
  if (placement.kind === "point") {
    return [
      {
        x: Math.round(placement.x * image.width - mark.width / 2),
        y: Math.round(placement.y * image.height - mark.height / 2),
      },
    ];
  }
  // Tiles: a grid with every other row shifted by half a step, centred on the image so the
  // pattern looks deliberate at every size.
  const stepX = Math.max(1, Math.round(mark.width * (1 + Math.max(0, placement.gap))));
  const stepY = Math.max(1, Math.round(mark.height * (1 + Math.max(0, placement.gap))));
  const points: Point[] = [];
  const originX = Math.round((image.width - mark.width) / 2) % stepX;
  const originY = Math.round((image.height - mark.height) / 2) % stepY;
  for (let row = -1, y = originY - stepY; y < image.height; row++, y += stepY) {
    const shift = row % 2 === 0 ? 0 : Math.round(stepX / 2);
    for (let x = originX - stepX * 2 + shift; x < image.width; x += stepX) {
      if (x + mark.width > 0 && y + mark.height > 0) points.push({ x, y });
    }
  }
  return points;
}
