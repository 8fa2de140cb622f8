/**
 * Antialiased coverage of a polygon under the non-zero winding rule, without a canvas.
 *
 * Each pixel row is sampled by SUBROWS horizontal lines. On each line the polygon's edge crossings
 * are sorted and walked with a winding count; where the count is non-zero the line is inside, and
 * that span is added with its exact fractional ends (so coverage is exact across a row and 1/16
 * steps down a column). Spans go into a difference row that one running sum turns into coverage,
 * so the cost is per crossing, not per pixel covered. Overlapping contours (common in fonts made
 * from variable masters) and glyphs kerned into each other simply merge.
 */
import type { Segments } from "./flatten.ts";

const SUBROWS = 16;

/**
 * Coverage from 0 to 1 for each pixel of a width × height grid, row by row. Segment coordinates
 * are shifted by (dx, dy) first; anything outside the grid is clipped.
 */
export function rasterize(segments: Segments, width: number, height: number, dx: number, dy: number): Float32Array {
  const coverage = new Float32Array(width * height);
  const lines = height * SUBROWS;
  const { data, count } = segments;

  // Sample line s sits at y = (s + 0.5) / SUBROWS. An edge crosses the lines from
  // ceil(yTop·SUBROWS − 0.5) up to (not including) ceil(yBottom·SUBROWS − 0.5): half-open, so a
  // vertex shared by two edges is counted once.
  const firstLine = (y: number) => Math.min(lines, Math.max(0, Math.ceil(y * SUBROWS - 0.5)));

  // Pass 1: crossings per line (as a difference array), then where each line's crossings start.
  const starts = new Int32Array(lines + 1);
  for (let i = 0; i < count; i++) {
    const y0 = data[i * 4 + 1]! + dy;
    const y1 = data[i * 4 + 3]! + dy;
    if (y0 === y1) continue;
    const from = firstLine(Math.min(y0, y1));
    const to = firstLine(Math.max(y0, y1));
    if (from < to) {
      starts[from]!++;
      starts[to]!--;
    }
  }
  let running = 0;
  let total = 0;
  for (let s = 0; s < lines; s++) {
    running += starts[s]!;
    starts[s] = total;
    total += running;
  }
  starts[lines] = total;

  // Pass 2: each crossing's x and direction (+1 for an edge going down, −1 going up).
  const xs = new Float32Array(total);
  const dirs = new Int8Array(total);
  const fill = starts.slice(0, lines);
  for (let i = 0; i < count; i++) {
    const x0 = data[i * 4]! + dx;
    const y0 = data[i * 4 + 1]! + dy;
    const x1 = data[i * 4 + 2]! + dx;
    const y1 = data[i * 4 + 3]! + dy;
    if (y0 === y1) continue;
    const dir = y1 > y0 ? 1 : -1;
    const from = firstLine(Math.min(y0, y1));
    const to = firstLine(Math.max(y0, y1));
    const slope = (x1 - x0) / (y1 - y0);
    for (let s = from; s < to; s++) {
      const at = fill[s]!++;
      xs[at] = x0 + ((s + 0.5) / SUBROWS - y0) * slope;
      dirs[at] = dir;
    }
  }

  // Pass 3: per pixel row, add the inside spans of its lines, then integrate.
  const diff = new Float32Array(width + 2);
  const weight = 1 / SUBROWS;
  const addEdge = (x: number, amount: number) => {
    const clamped = Math.min(width, Math.max(0, x));
    const pixel = Math.floor(clamped);
    const fraction = clamped - pixel;
    diff[pixel]! += amount * (1 - fraction);
    diff[pixel + 1]! += amount * fraction;
  };
  for (let row = 0; row < height; row++) {
    diff.fill(0);
    let any = false;
    for (let s = row * SUBROWS; s < (row + 1) * SUBROWS; s++) {
      const from = starts[s]!;
      const to = starts[s + 1]!;
      if (from === to) continue;
      any = true;
      sortCrossings(xs, dirs, from, to);
      let winding = 0;
      let spanStart = 0;
      for (let c = from; c < to; c++) {
        const before = winding;
        winding += dirs[c]!;
        if (before === 0 && winding !== 0) spanStart = xs[c]!;
        else if (before !== 0 && winding === 0) {
          addEdge(spanStart, weight);
          addEdge(xs[c]!, -weight);
        }
      }
    }
    if (!any) continue;
    let sum = 0;
    const base = row * width;
    for (let x = 0; x < width; x++) {
      sum += diff[x]!;
      // Float rounding can leave a hair outside 0..1.
      coverage[base + x] = sum <= 0 ? 0 : sum >= 1 ? 1 : sum;
    }
  }
  return coverage;
}

/** Insertion sort of one line's crossings by x: few per line, and nearly in order already. */
function sortCrossings(xs: Float32Array, dirs: Int8Array, from: number, to: number): void {
  for (let i = from + 1; i < to; i++) {
    const x = xs[i]!;
    const dir = dirs[i]!;
    let j = i - 1;
    while (j >= from && xs[j]! > x) {
      xs[j + 1] = xs[j]!;
      dirs[j + 1] = dirs[j]!;
      j--;
    }
    xs[j + 1] = x;
    dirs[j + 1] = dir;
  }
}
