/**
 * One number typed into the crop's exact fields (X, Y, Width, Height), kept inside the picture in
 * the way the person meant, with a sentence whenever the box is not exactly what they typed: a
 * typed position moves the box there and shrinks it to fit (keeping its ratio), where it once
 * jumped back to 0 without a word.
 */
import { clampRect, MIN_CROP_SIZE, rectForRatio, type Rect, type Size } from "./crop-geometry.ts";

export interface ExactEdit {
  rect: Rect;
  /** What changed beyond the typed value, and why; null when the box is what was typed. */
  note: string | null;
}

const AXIS = {
  x: { size: "width", limit: "width", word: "wide" },
  y: { size: "height", limit: "height", word: "tall" },
} as const;

const NAME: Record<keyof Rect, string> = { x: "X", y: "Y", width: "Width", height: "Height" };

/** The largest box of `ratio` inside `rect`, its top-left corner kept. */
function keepRatio(rect: Rect, ratio: number | null): Rect {
  if (!ratio || Math.abs(rect.width / rect.height - ratio) <= 0.01) return rect;
  const inside = rectForRatio({ width: rect.width, height: rect.height }, ratio);
  return { ...rect, width: inside.width, height: inside.height };
}

function typePosition(rect: Rect, key: "x" | "y", value: number, bounds: Size, ratio: number | null): ExactEdit {
  const { size, limit, word } = AXIS[key];
  const room = bounds[limit];
  const last = Math.max(0, room - Math.min(MIN_CROP_SIZE, room));
  const position = Math.min(last, Math.max(0, Math.round(value)));
  const notes: string[] = [];
  if (position !== Math.round(value)) {
    notes.push(`${NAME[key]} can be at most ${last} in this picture, ${room} px ${word}.`);
  }
  let next: Rect = { ...rect, [key]: position };
  if (next[size] > room - position) {
    next = keepRatio({ ...next, [size]: room - position }, ratio);
    notes.push(
      ratio
        ? `The box is now ${next.width} × ${next.height} px, keeping its ratio, so it fits from ${NAME[key]} ${position}.`
        : `The ${size} is now ${next[size]} px so the box fits from ${NAME[key]} ${position}.`,
    );
  }
  return { rect: clampRect(next, bounds), note: notes.join(" ") || null };
}

function typeSize(rect: Rect, key: "width" | "height", value: number, bounds: Size, ratio: number | null): ExactEdit {
  const typed = { ...rect, [key]: value };
  if (ratio && key === "width") typed.height = Math.round(value / ratio);
  if (ratio && key === "height") typed.width = Math.round(value * ratio);
  // Clamping may break the ratio: the largest box of that ratio inside what is left, from the same corner.
  const next = keepRatio(clampRect(typed, bounds), ratio);
  const notes: string[] = [];
  if (next[key] !== Math.round(value)) {
    notes.push(
      ratio
        ? `The box is ${next.width} × ${next.height} px: the largest of its ratio that fits the picture.`
        : `${NAME[key]} can be at most ${bounds[key]} px in this picture.`,
    );
  }
  if (next.x !== rect.x || next.y !== rect.y) notes.push(`The box moved to X ${next.x}, Y ${next.y} so it fits.`);
  return { rect: next, note: notes.join(" ") || null };
}

export function typeExact(rect: Rect, key: keyof Rect, value: number, bounds: Size, ratio: number | null): ExactEdit {
  return key === "x" || key === "y"
    ? typePosition(rect, key, value, bounds, ratio)
    : typeSize(rect, key, value, bounds, ratio);
}
