/** A browser's cookie jar, reduced to what tests and benchmarks need: keep Set-Cookie, send Cookie. */
export type CookieJar = Map<string, string>;

/** Keeps the cookies a response sets; an emptied or expired cookie is forgotten. */
export function storeCookies(jar: CookieJar, response: Response): void {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const at = pair.indexOf("=");
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    if (value === "" || /max-age=0/i.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
}

/** The Cookie header for the jar, or nothing when it is empty. */
export function cookieHeader(jar: CookieJar): Record<string, string> {
  return jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } : {};
}

/** fetch against one site, as a browser on that site would: its Origin, JSON bodies, the jar's cookies. */
export function siteFetch(origin: string, jar: CookieJar = new Map()) {
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(origin + path, {
      method,
      redirect: "manual",
      headers: {
        origin,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...cookieHeader(jar),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    storeCookies(jar, response);
    return response;
  };
}
