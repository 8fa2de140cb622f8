import type { FocusPoint } from "@squish/engine";
import { cn } from "@/lib/cn";

const SPOTS: readonly (FocusPoint & { label: string })[] = [
  { x: 0, y: 0, label: "top left" },
  { x: 0.5, y: 0, label: "top" },
  { x: 1, y: 0, label: "top right" },
  { x: 0, y: 0.5, label: "left" },
  { x: 0.5, y: 0.5, label: "centre" },
  { x: 1, y: 0.5, label: "right" },
  { x: 0, y: 1, label: "bottom left" },
  { x: 0.5, y: 1, label: "bottom" },
  { x: 1, y: 1, label: "bottom right" },
];

/** Which part of a picture to keep when it is cropped to fill a shape: nine spots to press. */
export function FocusPicker({ value, onChange }: { value: FocusPoint; onChange(point: FocusPoint): void }) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium">Keep this part when cropping</legend>
      <div className="grid w-24 grid-cols-3 gap-1">
        {SPOTS.map((spot) => {
          const pressed = spot.x === value.x && spot.y === value.y;
          return (
            <button
              key={spot.label}
              type="button"
              aria-pressed={pressed}
              aria-label={`Keep the ${spot.label}`}
              onClick={() => onChange({ x: spot.x, y: spot.y })}
              className={cn(
                "size-7 rounded border focus-visible:outline-2 focus-visible:outline-ring",
                pressed ? "border-primary bg-primary" : "bg-muted hover:bg-muted-foreground/20",
              )}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
