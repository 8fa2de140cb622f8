import { WATERMARK_ANCHORS, type WatermarkPosition } from "@squish/shared/steps/watermark";
import { cn } from "@/lib/cn";

const spoken = (position: string) => position.replace("-", " ").replace("center", "centre");

/** Nine spots, or tiled over the whole picture; a dragged spot shows as "custom". */
export function PositionPicker({
  value,
  onChange,
  draggable = true,
}: {
  value: WatermarkPosition;
  onChange(position: WatermarkPosition): void;
  /** Whether a preview offers dragging the mark (not in a workspace chain). */
  draggable?: boolean;
}) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium">Position</legend>
      <div className="flex items-start gap-3">
        <div className="grid w-24 grid-cols-3 gap-1">
          {WATERMARK_ANCHORS.map((position) => (
            <button
              key={position}
              type="button"
              aria-pressed={value === position}
              aria-label={`Place at ${spoken(position)}`}
              onClick={() => onChange(position)}
              className={cn(
                "size-7 rounded border focus-visible:outline-2 focus-visible:outline-ring",
                value === position ? "border-primary bg-primary" : "bg-muted hover:bg-muted-foreground/20",
              )}
            />
          ))}
        </div>
        <div className="space-y-1.5 text-xs">
          <button
            type="button"
            aria-pressed={value === "tiled"}
            onClick={() => onChange("tiled")}
            className={cn(
              "rounded-md border px-2 py-1 font-medium focus-visible:outline-2 focus-visible:outline-ring",
              value === "tiled" ? "border-primary bg-primary/10 text-primary" : "hover:bg-muted",
            )}
          >
            Tiled
          </button>
          <p className="text-muted-foreground">
            {value === "custom" ? "Placed where you dragged it." : draggable ? "Or drag it on the preview." : null}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
