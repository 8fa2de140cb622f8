import { NumberField } from "../fields/number-field.tsx";
import { clampRect, rectForRatio, type Rect, type Size } from "./crop-geometry.ts";

interface CropFieldsProps {
  rect: Rect;
  bounds: Size;
  ratio: number | null;
  onChange(rect: Rect): void;
}

/**
 * The crop box as exact numbers. With a ratio, a typed width sets the height (and the other way
 * round), so the box keeps its shape; every value is kept inside the picture.
 */
export function CropFields({ rect, bounds, ratio, onChange }: CropFieldsProps) {
  const set = (key: keyof Rect, value: number | "") => {
    if (value === "") return;
    let next = { ...rect, [key]: value };
    if (ratio && key === "width") next.height = Math.round(value / ratio);
    if (ratio && key === "height") next.width = Math.round(value * ratio);
    next = clampRect(next, bounds);
    // Clamping may have broken the ratio: fit the largest box of that ratio inside what is left.
    if (ratio && Math.abs(next.width / next.height - ratio) > 0.01) {
      const inside = rectForRatio({ width: next.width, height: next.height }, ratio);
      next = { x: next.x + inside.x, y: next.y + inside.y, width: inside.width, height: inside.height };
    }
    onChange(next);
  };
  return (
    <fieldset className="grid grid-cols-2 gap-2">
      <legend className="mb-1.5 text-sm font-medium">Exact box (pixels)</legend>
      {(["x", "y", "width", "height"] as const).map((key) => (
        <NumberField
          key={key}
          id={`crop-field-${key}`}
          label={{ x: "X", y: "Y", width: "Width", height: "Height" }[key]}
          min={key === "x" || key === "y" ? 0 : 1}
          max={key === "x" || key === "width" ? bounds.width : bounds.height}
          value={rect[key]}
          onChange={(value) => set(key, value)}
        />
      ))}
    </fieldset>
  );
}
