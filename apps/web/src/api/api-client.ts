/**
 * The accounts API, typed from the server's routes (hc<ApiType>): a renamed field or a changed
 * response breaks the web app's type-check, not a user's session.
 */
import type { ApiType } from "@squish/server/api-type";
import { hc } from "hono/client";

export const api = hc<ApiType>("/api", {
  // Cookies are same-origin; the JSON content type and the browser's Origin header satisfy the
  // server's cross-site request checks.
  init: { credentials: "same-origin" },
});

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The JSON body of a successful response, or an ApiError with the server's sentence. */
export async function readJson<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  let message = "An unexpected error occurred";
  let code: string | undefined;
  try {
    const body = (await response.json()) as { message?: string; error?: string };
    message = body.message ?? message;
    code = body.error;
  } catch {
    // not JSON: keep the generic sentence
  }
  throw new ApiError(message, response.status, code);
}
