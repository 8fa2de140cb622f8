/**
 * The sign-in dialog's code (its forms, tabs, the password field and better-auth's sign-in calls)
 * is not part of a page's first load (record 0033): it loads when someone shows they are about to
 * open it (hovering or focusing a Sign In button) or, at the latest, when it opens.
 */
import type * as SignInDialogModule from "./sign-in-dialog.tsx";

let loading: Promise<typeof SignInDialogModule> | null = null;

export function loadSignInDialog(): Promise<typeof SignInDialogModule> {
  loading ??= import("./sign-in-dialog.tsx").catch((error: unknown) => {
    // A failed fetch (offline, a new deployment) may succeed on the next try.
    loading = null;
    throw error;
  });
  return loading;
}

/** For onPointerEnter / onFocus: starts the download, ignores a failure (opening retries it). */
export function preloadSignInDialog(): void {
  loadSignInDialog().catch(() => {});
}
