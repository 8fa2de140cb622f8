import { planResize } from "@squish/engine";
import type { CardControlsProps } from "../framework/tool-definition.ts";
import { NumberField } from "../steps/fields/number-field.tsx";
import { resizeStep } from "../steps/resize/resize-options.ts";
import { effectiveResize, type ResizerFileOptions, type ResizerSettings } from "./resizer-settings.ts";

/** A file's own size (blank follows the page), and the size it will come out at. */
export function ResizerCardControls({
  item,
  settings,
  onOptionsChange,
}: CardControlsProps<ResizerSettings, ResizerFileOptions>) {
  const { width, height } = item.probe;
  let outcome = "";
  if (width && height) {
    try {
      const plan = planResize({ width, height }, resizeStep(effectiveResize(settings, item.options)));
      outcome = `Will be ${plan.size.width} × ${plan.size.height}`;
    } catch (error) {
      outcome = (error as Error).message;
    }
  }
  return (
    <div className="space-y-1.5">
      <div className="flex gap-2">
        <NumberField
          id={`own-width-${item.id}`}
          label="Own width"
          unit="px"
          min={1}
          value={item.options.width ?? ""}
          onChange={(n) => onOptionsChange({ width: n })}
        />
        <NumberField
          id={`own-height-${item.id}`}
          label="Own height"
          unit="px"
          min={1}
          value={item.options.height ?? ""}
          onChange={(n) => onOptionsChange({ height: n })}
        />
      </div>
      {outcome && (
        <p className="text-xs text-muted-foreground" data-testid="planned-size">
          {outcome}
        </p>
      )}
    </div>
  );
}
