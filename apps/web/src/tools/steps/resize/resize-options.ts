/**
 * The resize panel's draft: by width and height (with the aspect ratio locked or not), by
 * percentage, or by a named preset; how to fit (keep the aspect, crop to fill around a focal
 * point, or stretch); and whether small pictures may be enlarged. Shared by the resizer and the
 * workspace. `resizeSettingsOf` reads it as the resize kit's settings (packages/shared
 * steps/resize.ts), which the engine's `resizeStepFrom` turns into a step and a chain stores.
 */
import { resizeStepFrom, type FocusPoint, type ResizeStep } from "@squish/engine";
import { resizePresetById, type ResizeMode, type ResizeSettings } from "@squish/shared/steps/resize";

export type ResizeBy = "dimensions" | "percent" | "preset";

export interface ResizeChoices {
  by: ResizeBy;
  width: number | "";
  height: number | "";
  /** With the lock on, only the side last edited is sent: the other follows each picture's shape. */
  lockAspect: boolean;
  /** Which side the person set last, when the aspect is locked. */
  leading: "width" | "height";
  percent: number;
  preset: string;
  mode: ResizeMode;
  enlarge: boolean;
  focus: FocusPoint;
}

export const DEFAULT_RESIZE: ResizeChoices = {
  by: "dimensions",
  width: 1920,
  height: 1080,
  lockAspect: true,
  leading: "width",
  percent: 50,
  preset: "instagram-square",
  mode: "fit",
  enlarge: false,
  focus: { x: 0.5, y: 0.5 },
};

const centred = (focus: FocusPoint) => focus.x === 0.5 && focus.y === 0.5;

/**
 * The kit's settings for the panel's choices; empty of a size when the panel names none (the
 * kit's schema, or resizeIsComplete, says so). Locked, only the side set last is sent, so the
 * other follows each picture's shape.
 */
export function resizeSettingsOf(choices: ResizeChoices): Partial<ResizeSettings> {
  const enlarge = choices.enlarge ? { enlarge: true } : {};
  const box = (width: number, height: number) => ({
    width,
    height,
    ...(choices.mode !== "fit" && { mode: choices.mode }),
    ...(choices.mode === "fill" && !centred(choices.focus) && { focus: choices.focus }),
    ...enlarge,
  });
  if (choices.by === "percent") return { percent: choices.percent, ...enlarge };
  if (choices.by === "preset") {
    const preset = resizePresetById(choices.preset);
    return box(preset.width, preset.height);
  }
  const { width, height } = choices;
  if (width === "" && height === "") return enlarge;
  if (choices.lockAspect || width === "" || height === "") {
    const useHeight = (choices.leading === "height" && height !== "") || width === "";
    return { ...(useHeight ? { height: height as number } : { width: width as number }), ...enlarge };
  }
  return box(width, height);
}

/** The resize step for these choices; `even` for JPEG output, whose chroma covers 2x2 blocks. */
export function resizeStep(choices: ResizeChoices, even = false): ResizeStep {
  // Never a silent stand-in size: an empty pair is the caller's to refuse (resizeIsComplete).
  if (!resizeIsComplete(choices)) throw new Error("Enter a width or a height first.");
  return resizeStepFrom(resizeSettingsOf(choices), even ? { even } : {});
}

/** Whether the choices name a size (an empty field with the lock off does not). */
export function resizeIsComplete(choices: ResizeChoices): boolean {
  if (choices.by !== "dimensions") return choices.by === "preset" || choices.percent > 0;
  return choices.width !== "" || choices.height !== "";
}
