/**
 * The outline (stroke) around text: every pixel whose centre lies within `radius` pixels of the
 * glyph outlines, with a one-pixel linear ramp at the outer edge for antialiasing. Measuring the
 * distance to the flattened outline itself, rather than dilating the pixel mask, keeps the outer
 * edge as smooth as the glyphs, with round joins, at any width.
 */
import type { Segments } from "./flatten.ts";

/**
 * Alpha (0 to 1) of a stroke of half-width `radius` centred on the segments, shifted by (dx, dy),
 * over a width × height grid. Combine with the fill (max) to get text grown by `radius`.
 */
export function strokeBand(
  segments: Segments,
  width: number,
  height: number,
  dx: number,
  dy: number,
  radius: number,
): Float32Array {
  // The ramp runs from radius − 0.5 (fully in) to radius + 0.5 (fully out).
  const reach = radius + 0.5;
  const reach2 = reach * reach;
  const nearest2 = new Float32Array(width * height).fill(reach2);
  const { data, count } = segments;

  for (let i = 0; i < count; i++) {
    const ax = data[i * 4]! + dx;
    const ay = data[i * 4 + 1]! + dy;
    const bx = data[i * 4 + 2]! + dx;
    const by = data[i * 4 + 3]! + dy;
    const ex = bx - ax;
    const ey = by - ay;
    const length2 = ex * ex + ey * ey;
    // Pixel centres (x + 0.5, y + 0.5) that can be within reach of this segment.
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - reach - 0.5));
    const x1 = Math.min(width - 1, Math.ceil(Math.max(ax, bx) + reach - 0.5));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by) - reach - 0.5));
    const y1 = Math.min(height - 1, Math.ceil(Math.max(ay, by) + reach - 0.5));
    for (let y = y0; y <= y1; y++) {
      const py = y + 0.5 - ay;
      const rowBase = y * width;
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5 - ax;
        // Closest point of the segment: the projection, clamped to its ends.
        let t = length2 > 0 ? (px * ex + py * ey) / length2 : 0;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        const qx = px - t * ex;
        const qy = py - t * ey;
        const d2 = qx * qx + qy * qy;
        if (d2 < nearest2[rowBase + x]!) nearest2[rowBase + x] = d2;
      }
    }
  }

  const band = nearest2; // reuse the buffer: distance² becomes alpha in place
  for (let p = 0; p < band.length; p++) {
    const alpha = reach - Math.sqrt(nearest2[p]!);
    band[p] = alpha >= 1 ? 1 : alpha;
  }
  return band;
}
