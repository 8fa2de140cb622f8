/** Sentences the server and the pages must say alike about an account. */

/** A disabled account trying to sign in (the server sends it; the sign-in form shows it). */
export const DISABLED_ACCOUNT_MESSAGE = "This account has been disabled. Contact us if you think this is a mistake.";
