/**
 * The rotate and flip steps' kit (issue 29): quarter turns clockwise and mirrors, as people set
 * them. The cropper sets them per file (a turn, then mirrors), the workspace and saved chains as
 * steps of their own; the engine's `turnStepsFrom`, `rotateStepFrom` and `flipStepFrom` make the
 * engine steps for all of them.
 */
import { z } from "zod";

/** Quarter turns, clockwise. */
export const TURN_DEGREES = [90, 180, 270] as const;
export type TurnDegrees = (typeof TURN_DEGREES)[number];

export const FLIP_DIRECTIONS = ["horizontal", "vertical"] as const;
export type FlipDirection = (typeof FLIP_DIRECTIONS)[number];

export const turnDegreesSchema = z.literal(TURN_DEGREES, { error: "A rotation must be 90, 180 or 270 degrees" });

export const flipDirectionSchema = z.enum(FLIP_DIRECTIONS);

/** One picture's turn and mirrors, as the cropper keeps them per file: none is 0 and false. */
export interface TurnSettings {
  rotate: 0 | TurnDegrees;
  flipH: boolean;
  flipV: boolean;
}
