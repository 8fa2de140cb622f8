/**
 * Whether this page arrived rendered by the server and was hydrated (record 0049), set by
 * main.tsx before the app starts. Work that would only slow the start of such a page (the session
 * check of a visitor who has never signed in) waits until the page is idle.
 */
let hydrated = false;

export function markHydrated(): void {
  hydrated = true;
}

export const startedFromServerHtml = () => hydrated;
