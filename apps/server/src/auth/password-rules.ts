/**
 * Password rules beyond length, applied wherever a password is chosen (sign-up, reset, change):
 * the most common passwords are refused, since the 6-character minimum the spec keeps would
 * otherwise let "123456" and "password" through, and a change must pick a new password.
 */
import { dictionary } from "@zxcvbn-ts/language-common";

export const MIN_PASSWORD_LENGTH = 6;
/** Long enough for passphrases and password managers; bounded so hashing stays cheap. */
export const MAX_PASSWORD_LENGTH = 128;

// About 49,000 passwords seen most often in breaches, as collected by zxcvbn-ts.
const common = new Set<string>(
  ((dictionary as Record<string, string[]>)["passwords-common"] ?? []).filter((p) => p.length >= MIN_PASSWORD_LENGTH),
);

export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the most common ones and easy to guess. Please choose another.";
export const SAME_PASSWORD_MESSAGE = "New password must be different from current password";

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
