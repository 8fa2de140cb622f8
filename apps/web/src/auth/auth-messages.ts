/**
 * What to tell a person for each error the auth server can give. The spec names the toast titles
 * (section 8) but not the sentences under them; these say what happened and what to do.
 */
import { DISABLED_ACCOUNT_MESSAGE } from "@squish/shared/account/messages";

const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "The email or password is not correct.",
  EMAIL_NOT_VERIFIED: "Please confirm your email address first. We have sent you a new confirmation link.",
  PASSWORD_TOO_SHORT: "Password must be at least 6 characters long",
  PASSWORD_TOO_LONG: "Password must be at most 128 characters long",
  INVALID_EMAIL: "Please enter a valid email address.",
  INVALID_TOKEN: "This link is invalid or has expired. Please ask for a new one.",
  // The admin plugin's code for a disabled account (its own sentence speaks of being "banned").
  BANNED_USER: DISABLED_ACCOUNT_MESSAGE,
};

/** Used only if the server's own sentence (which names the actual wait) is missing. */
const LOCKED_FALLBACK =
  "Too many failed sign-in attempts for this account. Please wait a while or reset your password.";

export const GENERIC_ERROR = "An unexpected error occurred";

export function authErrorMessage(
  error: { code?: string | undefined; message?: string | undefined; status?: number } | null | undefined,
): string {
  if (!error) return GENERIC_ERROR;
  // The server names how long this account must wait; its growing delays make a fixed figure wrong.
  if (error.code === "ACCOUNT_LOCKED") return error.message || LOCKED_FALLBACK;
  if (error.status === 429) return "Too many attempts. Please wait a minute and try again.";
  return (error.code && BY_CODE[error.code]) || error.message || GENERIC_ERROR;
}
