/**
 * The rotate and flip kit's one mapping (issue 29): a quarter turn and mirrors as people set them
 * (packages/shared steps/turn.ts) as the engine's steps. The cropper (a file's turn and mirrors),
 * the workspace and a saved chain (each a step) all call these, so a turn means the same
 * everywhere: first the turn, then the horizontal mirror, then the vertical one.
 */
import type { FlipDirection, TurnDegrees, TurnSettings } from "@squish/shared/steps/turn";
import type { FlipStep, RotateStep, Step } from "../steps/step.ts";

export function rotateStepFrom(degrees: TurnDegrees): RotateStep {
  return { op: "rotate", degrees };
}

export function flipStepFrom(direction: FlipDirection): FlipStep {
  return { op: "flip", direction };
}

/** A file's turn and mirrors as steps, in the order they apply; none when nothing is set. */
export function turnStepsFrom(turn: Partial<TurnSettings>): Step[] {
  const steps: Step[] = [];
  if (turn.rotate) steps.push(rotateStepFrom(turn.rotate));
  if (turn.flipH) steps.push(flipStepFrom("horizontal"));
  if (turn.flipV) steps.push(flipStepFrom("vertical"));
  return steps;
}
