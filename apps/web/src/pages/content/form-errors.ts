/**
 * The contact and tool-request forms' checks: the shared zod schema's messages, one per field,
 * before anything is sent; and the server's answer when it refuses (its issues per field, or its
 * sentence, such as the rate limit's), so the form can show it and keep what was typed.
 */
/** The part of a zod schema the checks use (the web app does not depend on zod itself). */
export interface Checkable {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FieldErrors = Record<string, string>;

/** Empty optional fields are left out, so "" is never checked as an email address. */
export function formValues(values: Record<string, string>, optional: readonly string[] = []): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !(optional.includes(key) && value.trim() === "")),
  );
}

/** The first message for each field, or null when the values pass. */
export function fieldErrors(schema: Checkable, values: unknown): FieldErrors | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

export type Refusal = { kind: "fields"; errors: FieldErrors } | { kind: "sentence"; message: string };

const GENERIC = "Your message could not be sent. Please try again in a moment.";

/** What to show for a refused submission, from the status and the server's JSON body. */
export function refusalFrom(status: number, body: unknown): Refusal {
  const b = (body ?? {}) as { message?: unknown; issues?: unknown };
  if (status === 400 && Array.isArray(b.issues)) {
    const errors: FieldErrors = {};
    for (const issue of b.issues as { path?: unknown; message?: unknown }[]) {
      const field = typeof issue.path === "string" ? issue.path.split(".")[0] : "";
      if (field && typeof issue.message === "string" && !(field in errors)) errors[field] = issue.message;
    }
    if (Object.keys(errors).length > 0) return { kind: "fields", errors };
  }
  if (status === 429) {
    return {
      kind: "sentence",
      message:
        typeof b.message === "string" && b.message
          ? b.message
          : "You have sent several messages in a short time. Please wait a few minutes and try again.",
    };
  }
  return { kind: "sentence", message: typeof b.message === "string" && b.message ? b.message : GENERIC };
}
