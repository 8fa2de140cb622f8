/**
 * True only when A and B are the same type, for checks that a hand-written type and a schema
 * agree (the step kits keep their types apart from their zod schemas, so pages load no zod).
 */
export type SameType<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
