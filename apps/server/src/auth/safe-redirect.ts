/**
 * Where a link in an email or an OAuth round trip may send the browser afterwards: a path on this
 * site, or an absolute address on it. Anything else (`//evil.example`, `/\evil.example`,
 * `javascript:`, another host) would turn our trusted links into an open redirect.
 *
 * A target is judged by where a browser would actually land, not by how it is spelled: it is
 * resolved against the site's origin (so `/.//evil`, `/..//evil` and `/%2e%2e//evil` become the
 * `//evil` they are), and its path must not begin with `//` even once percent-decoded (`/%2f%2fevil`
 * is refused too: some code on the way decodes it, and nothing of ours needs it).
 */
export const REDIRECT_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"] as const;

/** The path as it reads after every layer of percent-encoding is taken off (at most a few). */
function decodedPath(pathname: string): string {
  let path = pathname;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(path);
    } catch {
      return path;
    }
    if (next === path) return path;
    path = next;
  }
  return path;
}

/** Whether `url`, already resolved, lands on one of `siteOrigins` at a path that stays there. */
function landsOnSite(url: URL, siteOrigins: readonly string[]): boolean {
  if (!siteOrigins.includes(url.origin)) return false;
  const path = decodedPath(url.pathname);
  return !path.startsWith("//") && !path.includes("\\") && !url.pathname.startsWith("//");
}

export function isSafeRedirect(target: string, siteOrigin: string): boolean {
  // Backslashes are slashes to browsers; control characters are dropped by URL parsers. Refuse
  // both before parsing, in every encoding.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\u0000-\u001f\u007f\\]|%5c|%0[0-9a-f]|%1[0-9a-f]|%7f/i.test(target)) return false;
  try {
    return landsOnSite(new URL(target, `${siteOrigin}/`), [siteOrigin]);
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

/**
 * The last line of defence: whether a redirect answer's Location keeps the browser on the site,
 * whatever produced it (better-auth builds some from stored state, not from the request).
 */
export function isSiteLocation(location: string, siteOrigins: readonly string[]): boolean {
  if (/[\\]/.test(location)) return false;
  try {
    return landsOnSite(new URL(location, `${siteOrigins[0]}/`), siteOrigins);
  } catch {
    return false;
  }
}
