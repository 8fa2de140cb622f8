import type { CardControlsProps } from "../framework/tool-definition.ts";
import { describeCrop, type CropperFileOptions, type CropperSettings } from "./cropper-settings.ts";

/** What this file's crop will be: the batch's ratio, or its own box (with a way back). */
export function CropperCardControls({
  item,
  settings,
  onOptionsChange,
}: CardControlsProps<CropperSettings, CropperFileOptions>) {
  const own = item.options.box !== undefined || item.options.rotate || item.options.flipH || item.options.flipV;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground" data-testid="crop-summary">
      <span>{describeCrop(settings, item.options)}</span>
      {own && (
        <button
          type="button"
          className="rounded underline underline-offset-2 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          onClick={() =>
            onOptionsChange({ box: undefined, boxRatio: undefined, rotate: 0, flipH: false, flipV: false })
          }
        >
          Use the batch ratio
        </button>
      )}
    </div>
  );
}
