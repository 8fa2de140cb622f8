/**
 * zod validation for request bodies and queries, answering 400 with the first problem in a
 * sentence (and every issue for programs) instead of the validator's raw output.
 */
import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";

type Target = "json" | "query";

export const validate = <Tg extends Target, T extends ZodType>(target: Tg, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (result.success) return undefined;
    const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    const first = issues[0];
    const unknown = result.error.issues.find((i) => i.code === "unrecognized_keys");
    const message = unknown
      ? `Unknown or read-only field: ${(unknown as { keys: string[] }).keys.join(", ")}`
      : first
        ? `${first.path ? `${first.path}: ` : ""}${first.message}`
        : "Invalid request";
    return c.json({ error: "invalid_request", message, issues }, 400);
  });
