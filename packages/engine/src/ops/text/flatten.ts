// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the declaration must travel with the import into the web and e2e builds
/// <reference path="./opentype-js.d.ts" />
/**
 * Glyph outlines as straight line segments in pixel space (y down). Curves are split into enough
 * chords that none strays more than `tolerance` pixels from the curve, so the polygon the
 * rasteriser fills is indistinguishable from the outline at the size drawn.
 */
import type { PathCommand } from "opentype.js/dist/opentype.mjs";

/** Pixels a chord may stray from its curve: well below what antialiasing can show. */
const TOLERANCE = 0.1;

/** A growable list of segments: x0, y0, x1, y1 each, with the bounds of all of them. */
export class Segments {
  data = new Float64Array(1024);
  count = 0;
  minX = Infinity;
  minY = Infinity;
  maxX = -Infinity;
  maxY = -Infinity;

  add(x0: number, y0: number, x1: number, y1: number): void {
    if (x0 === x1 && y0 === y1) return;
    if ((this.count + 1) * 4 > this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const at = this.count * 4;
    this.data[at] = x0;
    this.data[at + 1] = y0;
    this.data[at + 2] = x1;
    this.data[at + 3] = y1;
    this.count++;
    this.minX = Math.min(this.minX, x0, x1);
    this.maxX = Math.max(this.maxX, x0, x1);
    this.minY = Math.min(this.minY, y0, y1);
    this.maxY = Math.max(this.maxY, y0, y1);
  }

  get isEmpty(): boolean {
    return this.count === 0;
  }
}

/**
 * Adds one glyph's outline, drawn with its origin at (originX, baselineY) and `scale` pixels per
 * font unit. Every contour is closed, even where the font omits the closing command, because the
 * non-zero fill counts crossings of closed contours.
 */
export function addOutline(
  out: Segments,
  commands: readonly PathCommand[],
  originX: number,
  baselineY: number,
  scale: number,
): void {
  let startX = 0;
  let startY = 0;
  let x = 0;
  let y = 0;
  let open = false;
  const px = (fontX: number) => originX + fontX * scale;
  const py = (fontY: number) => baselineY - fontY * scale;

  for (const command of commands) {
    switch (command.type) {
      case "M":
        if (open) out.add(x, y, startX, startY);
        startX = x = px(command.x);
        startY = y = py(command.y);
        open = true;
        break;
      case "L": {
        const nx = px(command.x);
        const ny = py(command.y);
        out.add(x, y, nx, ny);
        x = nx;
        y = ny;
        break;
      }
      case "Q": {
        const nx = px(command.x);
        const ny = py(command.y);
        addQuadratic(out, x, y, px(command.x1), py(command.y1), nx, ny);
        x = nx;
        y = ny;
        break;
      }
      case "C": {
        const nx = px(command.x);
        const ny = py(command.y);
        addCubic(out, x, y, px(command.x1), py(command.y1), px(command.x2), py(command.y2), nx, ny);
        x = nx;
        y = ny;
        break;
      }
      case "Z":
        if (open) out.add(x, y, startX, startY);
        x = startX;
        y = startY;
        open = false;
        break;
    }
  }
  if (open) out.add(x, y, startX, startY);
}

/**
 * Uniform subdivision: a quadratic's chords stray at most |p0 − 2p1 + p2| / (4n²), so n chords
 * with n ≥ √(|p0 − 2p1 + p2| / 4·tolerance) keep within the tolerance.
 */
function addQuadratic(out: Segments, x0: number, y0: number, x1: number, y1: number, x2: number, y2: number): void {
  const deviation = Math.hypot(x0 - 2 * x1 + x2, y0 - 2 * y1 + y2);
  const n = Math.max(1, Math.ceil(Math.sqrt(deviation / (4 * TOLERANCE))));
  let lastX = x0;
  let lastY = y0;
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    const nx = u * u * x0 + 2 * u * t * x1 + t * t * x2;
    const ny = u * u * y0 + 2 * u * t * y1 + t * t * y2;
    out.add(lastX, lastY, nx, ny);
    lastX = nx;
    lastY = ny;
  }
}

/** As for quadratics: a cubic's chords stray at most 3M / (4n²), M its largest second difference. */
function addCubic(
  out: Segments,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  x3: number,
  y3: number,
): void {
  const m = Math.max(Math.hypot(x0 - 2 * x1 + x2, y0 - 2 * y1 + y2), Math.hypot(x1 - 2 * x2 + x3, y1 - 2 * y2 + y3));
  const n = Math.max(1, Math.ceil(Math.sqrt((3 * m) / (4 * TOLERANCE))));
  let lastX = x0;
  let lastY = y0;
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    const nx = u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3;
    const ny = u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3;
    out.add(lastX, lastY, nx, ny);
    lastX = nx;
    lastY = ny;
  }
}
