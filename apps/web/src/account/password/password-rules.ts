/**
 * The change-password rules of spec section 5, word for word. The dashboard and the settings page
 * word two of them differently, so the place is a parameter.
 */
import { PASSWORD_MIN_LENGTH } from "@squish/shared/limits";

export type PasswordPlace = "dashboard" | "settings";

export interface PasswordFields {
  current: string;
  next: string;
  confirm: string;
}

export const EMPTY_PASSWORD_FIELDS: PasswordFields = { current: "", next: "", confirm: "" };

export function passwordChangeError(fields: PasswordFields, place: PasswordPlace): string | null {
  if (!fields.current || !fields.next || !fields.confirm)
    return place === "settings" ? "All password fields are required" : "All fields are required";
  if (fields.next !== fields.confirm) return "New passwords do not match";
  if (fields.next.length < PASSWORD_MIN_LENGTH)
    return place === "settings"
      ? `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`
      : `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (fields.next === fields.current) return "New password must be different from current password";
  return null;
}

/**
 * When the submit button may be pressed: every field filled, or on the profile's Account tab a
 * new password that matches its confirmation (spec section 5).
 */
export function canSubmitPassword(fields: PasswordFields, accountTab = false): boolean {
  if (accountTab) return fields.next !== "" && fields.next === fields.confirm;
  return fields.current !== "" && fields.next !== "" && fields.confirm !== "";
}
