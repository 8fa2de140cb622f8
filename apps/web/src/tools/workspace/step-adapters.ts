/**
 * Between the option panels' settings (step-drafts.ts) and the chain's JSON steps, both ways: a
 * draft becomes a step (validated by the chain's own schema, whose sentences say what is wrong),
 * and a saved, imported or shared step becomes a draft the panels can show.
 */
import { chainStepSchema, type ChainStep } from "@squish/shared/chain";
import { ratioSides } from "@squish/shared/steps/crop";
import { RATIOS, type RatioId } from "../steps/crop/crop-options.ts";
import { DEFAULT_RESIZE, resizeSettingsOf, type ResizeChoices } from "../steps/resize/resize-options.ts";
import { CENTRE, newStepId, STEP_NAMES, type StepDraft } from "./step-drafts.ts";

export type StepResult = { ok: true; step: ChainStep } | { ok: false; error: string };

function candidate(draft: StepDraft): Record<string, unknown> {
  switch (draft.op) {
    case "resize":
      return { op: "resize", ...resizeSettingsOf(draft.resize) };
    case "crop": {
      // A free crop was refused before this; a custom ratio goes as typed, for the schema to judge.
      const { ratio, custom } = draft.crop;
      const { width, height } = ratio === "custom" || ratio === "free" ? custom : ratioSides(ratio);
      const centred = draft.focus.x === CENTRE.x && draft.focus.y === CENTRE.y;
      return { op: "crop", ratio: { width, height }, ...(!centred && { focus: draft.focus }) };
    }
    case "rotate":
      return { op: "rotate", degrees: draft.degrees };
    case "flip":
      return { op: "flip", direction: draft.direction };
    case "watermark":
      return { op: "watermark", settings: { ...draft.mark } };
    case "convert":
      return { op: "convert", format: draft.format };
    case "compress":
      return { op: "compress", quality: Math.round(draft.quality), ...(draft.lossless && { lossless: true }) };
    case "metadata":
      return { op: "metadata", keep: draft.keep, ...(draft.keep && draft.keepLocation && { keepLocation: true }) };
    case "rename":
      return { op: "rename", pattern: draft.pattern };
  }
}

/** The chain step for a draft, or the schema's first reason it is not one yet. */
export function draftToStep(draft: StepDraft): StepResult {
  if (draft.op === "crop" && draft.crop.ratio === "free") {
    return { ok: false, error: "Choose a ratio: a chain crops every picture to the same shape" };
  }
  const parsed = chainStepSchema.safeParse(candidate(draft));
  if (parsed.success) return { ok: true, step: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? "This step is not complete" };
}

/** The first step that cannot run, in a sentence ("Step 2, Resize: ..."), or null when all can. */
export function chainProblem(drafts: readonly StepDraft[]): string | null {
  if (drafts.length === 0) return "Add a step to the chain first.";
  for (const [index, draft] of drafts.entries()) {
    const result = draftToStep(draft);
    if (!result.ok) return `Step ${index + 1}, ${STEP_NAMES[draft.op]}: ${result.error}.`;
  }
  return null;
}

/** The chain the drafts make; throws with chainProblem's sentence when one cannot run. */
export function chainFromDrafts(drafts: readonly StepDraft[]): ChainStep[] {
  const problem = chainProblem(drafts);
  if (problem) throw new Error(problem);
  return drafts.map((draft) => (draftToStep(draft) as { ok: true; step: ChainStep }).step);
}

function resizeChoicesOf(step: Extract<ChainStep, { op: "resize" }>): ResizeChoices {
  const base: ResizeChoices = {
    ...DEFAULT_RESIZE,
    enlarge: step.enlarge ?? false,
    mode: step.mode ?? "fit",
    ...(step.focus && { focus: step.focus }),
  };
  if (step.percent !== undefined) return { ...base, by: "percent", percent: step.percent };
  if (step.width !== undefined && step.height !== undefined) {
    return { ...base, by: "dimensions", width: step.width, height: step.height, lockAspect: false };
  }
  // One side: the aspect stays locked, so the other follows each picture.
  const leading = step.width !== undefined ? "width" : "height";
  return { ...base, by: "dimensions", width: step.width ?? "", height: step.height ?? "", lockAspect: true, leading };
}

function ratioIdOf(width: number, height: number): RatioId | undefined {
  return RATIOS.find((r) => r.id === `${width}:${height}`)?.id;
}

/** The draft the panels show for a chain step (a new id each time: the same step may load twice). */
export function stepToDraft(step: ChainStep, id = newStepId()): StepDraft {
  switch (step.op) {
    case "resize":
      return { id, op: step.op, resize: resizeChoicesOf(step) };
    case "crop": {
      const named = ratioIdOf(step.ratio.width, step.ratio.height);
      return {
        id,
        op: step.op,
        crop: { ratio: named ?? "custom", custom: { width: step.ratio.width, height: step.ratio.height } },
        focus: step.focus ?? CENTRE,
      };
    }
    case "rotate":
      return { id, op: step.op, degrees: step.degrees };
    case "flip":
      return { id, op: step.op, direction: step.direction };
    case "watermark":
      return { id, op: step.op, mark: { ...step.settings } };
    case "convert":
      return { id, op: step.op, format: step.format };
    case "compress":
      return { id, op: step.op, quality: step.quality, lossless: step.lossless ?? false };
    case "metadata":
      return { id, op: step.op, keep: step.keep, keepLocation: step.keepLocation ?? false };
    case "rename":
      return { id, op: step.op, pattern: step.pattern };
  }
}

export const draftsFromChain = (steps: readonly ChainStep[]): StepDraft[] => steps.map((step) => stepToDraft(step));
