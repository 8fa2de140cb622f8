/**
 * Where a link in an email or an OAuth round trip may send the browser afterwards: a path on this
 * site, or an absolute address on it. Anything else (`//evil.example`, `/\evil.example`,
 * `javascript:`, another host) would turn our trusted links into an open redirect.
 */
export const REDIRECT_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"] as const;

export function isSafeRedirect(target: string, siteOrigin: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\u0000-\u001f\\]/.test(target)) return false;
  if (target.startsWith("/")) return !target.startsWith("//");
  try {
    return new URL(target).origin === siteOrigin;
  } catch {
    return false;
  }
}

/** The first redirect field of a request (body or query) that points off the site, if any. */
export function unsafeRedirect(values: Record<string, unknown> | undefined, siteOrigin: string): string | undefined {
  for (const field of REDIRECT_FIELDS) {
    const value = values?.[field];
    if (value === undefined || value === null || value === "") continue;
    if (typeof value !== "string" || !isSafeRedirect(value, siteOrigin)) return field;
  }
  return undefined;
}
