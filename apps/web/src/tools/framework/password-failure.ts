import type { FileItem } from "./file-item.ts";

/**
 * Whether a failed file failed for want of its password ("needed") or for a wrong one: then the
 * way forward is the password form, never a plain retry, which would fail the same way.
 */
export function passwordFailure(item: FileItem<unknown>): "needed" | "wrong" | null {
  if (item.status !== "error") return null;
  if (item.errorCode === "wrong-password") return "wrong";
  return item.errorCode === "password-required" ? "needed" : null;
}
