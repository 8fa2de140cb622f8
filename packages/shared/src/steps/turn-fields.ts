/**
 * A rotate and a flip as chain steps hold them, checked. Apart from the kit's values (turn.ts) so
 * that only code that checks chains loads zod.
 */
import { z } from "zod";
import { FLIP_DIRECTIONS, TURN_DEGREES } from "./turn.ts";

export const turnDegreesSchema = z.literal(TURN_DEGREES, { error: "A rotation must be 90, 180 or 270 degrees" });

export const flipDirectionSchema = z.enum(FLIP_DIRECTIONS);
