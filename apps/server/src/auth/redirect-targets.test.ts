/**
 * No auth route can send the browser off the site (issue 23, item 2), through a listening server:
 * every redirect parameter of every route that takes one is refused with a reason when it does not
 * resolve to this site, including dot-segment and percent-encoded disguises, and no answer ever
 * carries a Location to another site.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startListeningServer, type ListeningServer, type SiteFetch } from "../test-support/listening-server.ts";
import { startOidcStandIn, type OidcStandIn } from "../test-support/oidc-stand-in.ts";

const DISGUISES = [
  "/.//evil.example/login",
  "/..//evil.example/login",
  "/%2e%2e//evil.example/login",
  "/./%2E%2E//evil.example/login",
  "/%2f%2fevil.example/login",
  "/%2F/evil.example/login",
  "/%5c%5cevil.example/login",
  "\\\\evil.example/login",
  "/\\evil.example/login",
  "https://evil.example/login",
  "//evil.example/login",
  "///evil.example/login",
  // Another scheme than the site's: an absolute address, however it is written.
  "https:evil.example/login",
  "javascript:alert(1)",
];

type Route = { name: string; send(client: SiteFetch, target: string, address: string): Promise<Response> };

const get = (path: (target: string) => string, name = path("X")): Route => ({
  name: `GET ${name}`,
  send: (client, target, address) =>
    client("GET", path(encodeURIComponent(target)), undefined, { "x-forwarded-for": address }),
});
const post = (path: string, body: (target: string) => Record<string, unknown>, label: string): Route => ({
  name: `POST ${path} ${label}`,
  send: (client, target, address) => client("POST", path, body(target), { "x-forwarded-for": address }),
});

const ROUTES: Route[] = [
  get((t) => `/api/auth/verify-email?token=x&callbackURL=${t}`),
  get((t) => `/api/auth/reset-password/not-a-token?callbackURL=${t}`),
  get((t) => `/api/auth/callback/google?code=c&state=s&callbackURL=${t}`),
  post(
    "/api/auth/sign-in/email",
    (t) => ({ email: "a@example.com", password: "whatever1", callbackURL: t }),
    "callbackURL",
  ),
  post(
    "/api/auth/sign-up/email",
    (t) => ({ email: "new@example.com", password: "a long password", name: "N", callbackURL: t }),
    "callbackURL",
  ),
  post("/api/auth/send-verification-email", (t) => ({ email: "a@example.com", callbackURL: t }), "callbackURL"),
  post("/api/auth/request-password-reset", (t) => ({ email: "a@example.com", redirectTo: t }), "redirectTo"),
  post("/api/auth/sign-in/social", (t) => ({ provider: "google", callbackURL: t }), "callbackURL"),
  post(
    "/api/auth/sign-in/social",
    (t) => ({ provider: "google", callbackURL: "/", errorCallbackURL: t }),
    "errorCallbackURL",
  ),
  post(
    "/api/auth/sign-in/social",
    (t) => ({ provider: "google", callbackURL: "/", newUserCallbackURL: t }),
    "newUserCallbackURL",
  ),
  post("/api/auth/change-email", (t) => ({ newEmail: "other@example.com", callbackURL: t }), "callbackURL"),
  post("/api/auth/link-social", (t) => ({ provider: "google", callbackURL: t }), "callbackURL"),
];

describe.each(databaseKinds())("redirect targets on a listening %s server", (kind) => {
  let google: OidcStandIn;
  let s: ListeningServer;
  let user: SiteFetch;
  let addresses = 0;
  const nextAddress = () => `10.42.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

  beforeAll(async () => {
    google = await startOidcStandIn({});
    s = await startListeningServer(kind, { ...google.env, TRUSTED_PROXIES: "127.0.0.1" });
    user = await s.signedInUser(`redirects-${kind}@example.com`, "the real password");
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await google?.close();
  }, 60_000);

  /** Where a Location header sends the browser, seen from a page of this site. */
  const landing = (location: string) => new URL(location, `${s.url}/some/page`);

  it.each(ROUTES.map((route) => [route.name, route] as const))(
    "%s refuses every off-site disguise",
    async (_, route) => {
      const failures: string[] = [];
      for (const target of DISGUISES) {
        const response = await route.send(user, target, nextAddress());
        const location = response.headers.get("location");
        if (location !== null) {
          // A redirect must stay on the site. Social sign-in also names the provider's page in
          // the Location of its JSON answer (not a redirect: the page navigates there itself).
          const to = landing(location);
          const onSite = to.origin === s.url && !to.pathname.startsWith("//");
          const provider = response.status < 300 && to.origin === new URL(google.issuer).origin;
          if (!onSite && !provider) failures.push(`${target} -> ${response.status} Location ${location}`);
        }
        const body = await response.text();
        if (response.status !== 400 || !/address on this site/.test(body)) {
          failures.push(`${target} -> ${response.status} ${body.slice(0, 120)}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it("still follows a path on this site", async () => {
    const response = await user("GET", "/api/auth/verify-email?token=x&callbackURL=%2Fdashboard%3Ftab%3D1", undefined, {
      "x-forwarded-for": nextAddress(),
    });
    expect(response.status).toBe(302);
    const to = landing(response.headers.get("location")!);
    expect(to.origin).toBe(s.url);
    expect(to.pathname).toBe("/dashboard");
    expect(to.searchParams.get("error")).toBe("INVALID_TOKEN");
  });
});
