import { useState } from "react";
import { NumberField } from "../fields/number-field.tsx";
import { typeExact } from "./crop-exact.ts";
import type { Rect, Size } from "./crop-geometry.ts";

interface CropFieldsProps {
  rect: Rect;
  bounds: Size;
  ratio: number | null;
  onChange(rect: Rect): void;
}

/**
 * The crop box as exact numbers. With a ratio, a typed width sets the height (and the other way
 * round), so the box keeps its shape; every value is kept inside the picture, and when that
 * changes more than the number typed, a sentence below says what and why (crop-exact.ts).
 */
export function CropFields({ rect, bounds, ratio, onChange }: CropFieldsProps) {
  const [note, setNote] = useState<string | null>(null);
  const set = (key: keyof Rect, value: number | "") => {
    if (value === "") return;
    const edit = typeExact(rect, key, value, bounds, ratio);
    setNote(edit.note);
    onChange(edit.rect);
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
      <p className="col-span-2 min-h-4 text-xs text-muted-foreground" role="status" data-testid="crop-fields-note">
        {note}
      </p>
    </fieldset>
  );
}
