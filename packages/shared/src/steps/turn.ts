/**
 * The rotate and flip steps' kit (issue 29): quarter turns clockwise and mirrors, as people set
 * them. The cropper sets them per file (a turn, then mirrors), the workspace and saved chains as
 * steps of their own; the engine's `turnStepsFrom`, `rotateStepFrom` and `flipStepFrom` make the
 * engine steps for all of them.
 */
// The schemas of a turn and a mirror are beside this file: zod is loaded only where a chain is
// checked, never by a page that only needs these values.

/** Quarter turns, clockwise. */
export const TURN_DEGREES = [90, 180, 270] as const;
export type TurnDegrees = (typeof TURN_DEGREES)[number];

export const FLIP_DIRECTIONS = ["horizontal", "vertical"] as const;
export type FlipDirection = (typeof FLIP_DIRECTIONS)[number];

/** One picture's turn and mirrors, as the cropper keeps them per file: none is 0 and false. */
export interface TurnSettings {
  rotate: 0 | TurnDegrees;
  flipH: boolean;
  flipV: boolean;
}
