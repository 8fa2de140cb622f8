// Crop rectangle arithmetic in image pixels. Pure and free of React so every rule (bounds, minimum
// size, aspect ratio, rounding) is tested on its own; the crop box only turns pointers into deltas.

/** A crop in image pixels: whole numbers once it has been through any function here. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The picture's natural size in pixels: every crop stays inside it. */
export interface Size {
  width: number;
  height: number;
}

/** Edges and corners of the crop box, by compass direction: "n" is the top edge, "se" the bottom-right corner. */
export type Handle = "n" | "s" | "e" | "w" | "ne" | "nw" | "se" | "sw";

export const HANDLES: readonly Handle[] = ["nw", "n", "ne", "e", "se", "s", "sw", "w"];

/** Smallest crop a drag or key can make: a box too small to see could not be grabbed again. */
export const MIN_CROP_SIZE = 8;

/** One arrow press: a pixel for precision, ten with Shift to cover ground. */
export const NUDGE_STEP = 1;
export const NUDGE_STEP_LARGE = 10;

interface Limits {
  minWidth: number;
  minHeight: number;
  maxWidth: number;
  maxHeight: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Whole pixels, at least one: a zero or broken size would make every other rule meaningless. */
function pixels(size: Size): Size {
  const whole = (value: number) => (Number.isFinite(value) ? Math.max(1, Math.floor(value)) : 1);
  return { width: whole(size.width), height: whole(size.height) };
}

function finiteOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? value : fallback;
}

/** The minimum crop, or the whole image on that axis when the image itself is smaller. */
function minimum(bounds: Size): Size {
  return { width: Math.min(MIN_CROP_SIZE, bounds.width), height: Math.min(MIN_CROP_SIZE, bounds.height) };
}

/**
 * The whole-pixel size closest to `width` that keeps `ratio` and respects `limits`.
 *
 * Rounding both sides independently drifts off the ratio, so one side (the shorter, the "driver")
 * is rounded and the other derived from it: the derived side is within half a pixel of the exact
 * ratio, and so is the driver. Against a maximum the derived side may be trimmed by less than a
 * pixel more, so that the largest 16:9 crop of a 1000 px square is 1000 px wide, not 999.
 * Where no size satisfies both the limits and the ratio (a 100:1 crop of a 50 px image) the
 * maximum wins: staying inside the image matters more.
 */
function fitRatio(width: number, ratio: number, limits: Limits): Size {
  const byHeight = ratio >= 1;
  // other side = round(driver * factor), capped at its maximum
  const factor = byHeight ? ratio : 1 / ratio;
  const [minDriver, maxDriver, minOther, maxOther] = byHeight
    ? [limits.minHeight, limits.maxHeight, limits.minWidth, limits.maxWidth]
    : [limits.minWidth, limits.maxWidth, limits.minHeight, limits.maxHeight];

  // The largest driver whose exact other side is under a pixel past the maximum; the loop settles float error.
  let high = Math.min(maxDriver, Math.ceil((maxOther + 1) / factor) - 1);
  while (high > 1 && high * factor >= maxOther + 1) high--;
  high = Math.max(1, high);
  // The smallest driver whose rounded other side reaches the minimum.
  let low = Math.max(minDriver, Math.ceil((minOther - 0.5) / factor));
  while (low < high && Math.round(low * factor) < minOther) low++;

  const target = byHeight ? width / ratio : width;
  const driver = low > high ? high : clamp(Math.round(target), low, high);
  const other = clamp(Math.round(driver * factor), 1, maxOther);
  return byHeight ? { width: other, height: driver } : { width: driver, height: other };
}

function validRatio(ratio: number | null): number | null {
  return ratio !== null && Number.isFinite(ratio) && ratio > 0 ? ratio : null;
}

/** The rect in whole pixels, inside the image and at least 1×1. Sizes shrink to fit before positions move. */
export function clampRect(rect: Rect, bounds: Size): Rect {
  const image = pixels(bounds);
  const width = clamp(Math.round(finiteOr(rect.width, image.width)), 1, image.width);
  const height = clamp(Math.round(finiteOr(rect.height, image.height)), 1, image.height);
  return {
    x: clamp(Math.round(finiteOr(rect.x, 0)), 0, image.width - width),
    y: clamp(Math.round(finiteOr(rect.y, 0)), 0, image.height - height),
    width,
    height,
  };
}

/** Moves the rect by (dx, dy) image pixels; at an edge it stops on that axis and keeps sliding on the other. */
export function moveRect(rect: Rect, dx: number, dy: number, bounds: Size): Rect {
  const start = clampRect(rect, bounds);
  return clampRect({ ...start, x: start.x + finiteOr(dx, 0), y: start.y + finiteOr(dy, 0) }, bounds);
}

/** +1 when the handle moves the right (or bottom) edge, -1 for the left (or top), 0 when it leaves that axis alone. */
function handleSigns(handle: Handle): { sx: -1 | 0 | 1; sy: -1 | 0 | 1 } {
  return {
    sx: handle.includes("e") ? 1 : handle.includes("w") ? -1 : 0,
    sy: handle.includes("s") ? 1 : handle.includes("n") ? -1 : 0,
  };
}

/**
 * Where a side lands once its size is known: a dragged side keeps the opposite edge fixed; an
 * undragged side (the other axis of an edge handle with a ratio) grows around its centre, sliding
 * back inside the image rather than poking out of it.
 */
function place(sign: number, start: number, startSize: number, size: number, imageSize: number): number {
  if (sign > 0) return start;
  if (sign < 0) return start + startSize - size;
  return clamp(Math.round(start + startSize / 2 - size / 2), 0, imageSize - size);
}

/**
 * Drags `handle` by (dx, dy) image pixels. The opposite edge or corner stays put; the box never
 * leaves the image, never gets smaller than MIN_CROP_SIZE (or the image), and never flips over.
 * With a ratio (width / height) the result keeps it to the pixel: a corner follows the pointer's
 * projection onto the box's diagonal, and an edge drags the other dimension along, centred.
 * Pass the rect from the start of the drag and the total delta, so rounding never accumulates.
 */
export function resizeRect(
  rect: Rect,
  handle: Handle,
  dx: number,
  dy: number,
  ratio: number | null,
  bounds: Size,
): Rect {
  const image = pixels(bounds);
  const start = clampRect(rect, image);
  const min = minimum(image);
  const { sx, sy } = handleSigns(handle);
  const lock = validRatio(ratio);
  const wanted = {
    width: start.width + sx * finiteOr(dx, 0),
    height: start.height + sy * finiteOr(dy, 0),
  };
  // Room from the fixed edge to the image edge the handle moves towards; a centred axis has the whole image.
  const limits: Limits = {
    minWidth: min.width,
    minHeight: min.height,
    maxWidth: sx > 0 ? image.width - start.x : sx < 0 ? start.x + start.width : lock ? image.width : start.width,
    maxHeight: sy > 0 ? image.height - start.y : sy < 0 ? start.y + start.height : lock ? image.height : start.height,
  };

  let size: Size;
  if (lock === null) {
    size = {
      width: sx === 0 ? start.width : clamp(Math.round(wanted.width), limits.minWidth, limits.maxWidth),
      height: sy === 0 ? start.height : clamp(Math.round(wanted.height), limits.minHeight, limits.maxHeight),
    };
  } else if (sx !== 0 && sy !== 0) {
    // The nearest point on the line width = height * ratio: smooth whichever way the pointer goes.
    const height = (wanted.width * lock + wanted.height) / (lock * lock + 1);
    size = fitRatio(height * lock, lock, limits);
  } else if (sx !== 0) {
    size = fitRatio(wanted.width, lock, limits);
  } else {
    size = fitRatio(wanted.height * lock, lock, limits);
  }

  return {
    x: place(sx, start.x, start.width, size.width, image.width),
    y: place(sy, start.y, start.height, size.height, image.height),
    width: size.width,
    height: size.height,
  };
}

/**
 * The largest crop of `ratio` inside the image, centred on `around`'s centre (or the image's) as
 * far as the edges allow; the whole image when the ratio is null. For switching ratios.
 */
export function rectForRatio(bounds: Size, ratio: number | null, around?: Rect): Rect {
  const image = pixels(bounds);
  const lock = validRatio(ratio);
  if (lock === null) return { x: 0, y: 0, width: image.width, height: image.height };
  const min = minimum(image);
  const size = fitRatio(image.width, lock, {
    minWidth: min.width,
    minHeight: min.height,
    maxWidth: image.width,
    maxHeight: image.height,
  });
  const centre = around ? clampRect(around, image) : { x: 0, y: 0, ...image };
  return {
    x: clamp(Math.round(centre.x + centre.width / 2 - size.width / 2), 0, image.width - size.width),
    y: clamp(Math.round(centre.y + centre.height / 2 - size.height / 2), 0, image.height - size.height),
    width: size.width,
    height: size.height,
  };
}

const ARROWS: Record<string, { dx: number; dy: number }> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
};

export function isNudgeKey(key: string): boolean {
  return key in ARROWS;
}

/**
 * One arrow-key press on the crop box. Arrows move it by 1 px (10 px with Shift). With Alt they
 * resize from the bottom-right corner instead, the top-left staying put: Right and Down grow,
 * Left and Up shrink. With a ratio every press changes the size by at least a pixel, however
 * small the step is in the other dimension. Other keys return the rect unchanged (but clamped).
 */
export function nudge(rect: Rect, key: string, shift: boolean, alt: boolean, ratio: number | null, bounds: Size): Rect {
  const arrow = ARROWS[key];
  const start = clampRect(rect, bounds);
  if (!arrow) return start;
  const step = shift ? NUDGE_STEP_LARGE : NUDGE_STEP;
  if (!alt) return moveRect(start, arrow.dx * step, arrow.dy * step, bounds);

  const lock = validRatio(ratio);
  if (lock === null) return resizeRect(start, "se", arrow.dx * step, arrow.dy * step, null, bounds);

  // Step the shorter side (the one fitRatio rounds) by whole pixels, so a press on the long
  // axis of a wide ratio still does something instead of rounding back to the same size.
  const image = pixels(bounds);
  const min = minimum(image);
  const byHeight = lock >= 1;
  const vertical = arrow.dy !== 0;
  const sign = arrow.dx + arrow.dy;
  const driverPerPixel = vertical === byHeight ? 1 : byHeight ? 1 / lock : lock;
  const driver = (byHeight ? start.height : start.width) + sign * Math.max(1, Math.round(step * driverPerPixel));
  const size = fitRatio(byHeight ? driver * lock : driver, lock, {
    minWidth: min.width,
    minHeight: min.height,
    maxWidth: image.width - start.x,
    maxHeight: image.height - start.y,
  });
  return { x: start.x, y: start.y, ...size };
}

export function sameRect(a: Rect, b: Rect): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}
