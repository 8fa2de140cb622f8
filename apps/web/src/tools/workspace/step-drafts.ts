/**
 * A chain step as its option panel holds it while a person edits it. The chain itself (plain
 * JSON, packages/shared/src/chain.ts) cannot hold what editing needs: an empty width being typed,
 * the aspect lock, "resize by preset", a ratio picked by name. So the page keeps these drafts and
 * turns them into chain steps (step-adapters.ts) to run, save, export or share them.
 */
import type { FocusPoint } from "@squish/engine";
import type { ChainFormat, ChainStepOp } from "@squish/shared/chain";
import { DEFAULT_COMPRESS, type CompressSettings } from "@squish/shared/steps/compress";
import type { FlipDirection, TurnDegrees } from "@squish/shared/steps/turn";
import type { CropChoice } from "../steps/crop/crop-options.ts";
import { DEFAULT_RESIZE, type ResizeChoices } from "../steps/resize/resize-options.ts";
import { DEFAULT_TEXT_WATERMARK, type TextWatermarkSettings } from "@squish/shared/steps/watermark";

interface Draft<Op extends ChainStepOp> {
  /** Stable across edits and moves: React's key and the drag handle's reference. */
  id: string;
  op: Op;
}

export type ResizeDraft = Draft<"resize"> & { resize: ResizeChoices };
export type CropDraft = Draft<"crop"> & { crop: CropChoice; focus: FocusPoint };
export type RotateDraft = Draft<"rotate"> & { degrees: TurnDegrees };
export type FlipDraft = Draft<"flip"> & { direction: FlipDirection };
export type WatermarkDraft = Draft<"watermark"> & { mark: TextWatermarkSettings };
export type ConvertDraft = Draft<"convert"> & { format: ChainFormat };
export type CompressDraft = Draft<"compress"> & Required<CompressSettings>;
export type MetadataDraft = Draft<"metadata"> & { keep: boolean; keepLocation: boolean };
export type RenameDraft = Draft<"rename"> & { pattern: string };

export type StepDraft =
  | ResizeDraft
  | CropDraft
  | RotateDraft
  | FlipDraft
  | WatermarkDraft
  | ConvertDraft
  | CompressDraft
  | MetadataDraft
  | RenameDraft;

/** The names people see, in the "Add step" menu's order (the schema's). */
export const STEP_LABELS: Record<ChainStepOp, string> = {
  resize: "Resize",
  crop: "Crop to a ratio",
  rotate: "Rotate",
  flip: "Flip",
  watermark: "Watermark",
  convert: "Convert",
  compress: "Compress",
  metadata: "Metadata",
  rename: "Rename",
};

/** Short names for rows, announcements and the activity line. */
export const STEP_NAMES: Record<ChainStepOp, string> = { ...STEP_LABELS, crop: "Crop" };

let counter = 0;
/** Unique within the page; crypto.randomUUID is missing on plain-HTTP addresses other than localhost. */
export const newStepId = () => `step-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export const CENTRE: FocusPoint = { x: 0.5, y: 0.5 };

/** A new step of this kind, with the choice most people want from it. */
export function newDraft(op: ChainStepOp, id = newStepId()): StepDraft {
  switch (op) {
    case "resize":
      return { id, op, resize: { ...DEFAULT_RESIZE, width: 1600, height: "", leading: "width" } };
    case "crop":
      return { id, op, crop: { ratio: "1:1", custom: { width: 3, height: 2 } }, focus: CENTRE };
    case "rotate":
      return { id, op, degrees: 90 };
    case "flip":
      return { id, op, direction: "horizontal" };
    case "watermark":
      return { id, op, mark: { ...DEFAULT_TEXT_WATERMARK } };
    case "convert":
      return { id, op, format: "webp" };
    case "compress":
      return { id, op, ...DEFAULT_COMPRESS };
    case "metadata":
      return { id, op, keep: false, keepLocation: false };
    case "rename":
      return { id, op, pattern: "{name}-{width}w" };
  }
}

/** The list with the step at `from` moved to `to` (both 0-based, `to` clamped to the list). */
export function moveStep<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}
