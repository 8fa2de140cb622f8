/**
 * A real OpenID Connect provider (the `oidc-provider` package, as certified implementations use)
 * standing in for Google in tests, with its development login and consent pages, and a helper
 * that walks a browser-like client through them.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import { cookieHeader, storeCookies } from "./cookie-jar.ts";
import type { TestClient } from "./test-app.ts";
import { TEST_ORIGIN } from "./test-config.ts";

export interface StandInAccount {
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface OidcStandIn {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startOidcStandIn(accounts: Record<string, StandInAccount>): Promise<OidcStandIn> {
  const clientId = "squish-test-client";
  const clientSecret = "squish-test-client-secret-that-is-long-enough";
  // Listen first: the provider's issuer is its own address, port included.
  const ref: { provider?: Provider } = {};
  const server = createServer((req, res) => void ref.provider!.callback()(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${TEST_ORIGIN}/api/auth/callback/google`],
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    pkce: { required: () => false },
    cookies: { keys: ["a test key for the stand-in provider"] },
    async findAccount(_ctx, sub) {
      const account = accounts[sub];
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: account.emailVerified, name: account.name }),
      };
    },
  });
  provider.proxy = false;
  ref.provider = provider;
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    env: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_DISCOVERY_URL: `${issuer}/.well-known/openid-configuration`,
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/**
 * Signs `client` in with the stand-in as account `sub`: the app's redirect to the provider, the
 * provider's login and consent pages, and the redirect back. Returns the app's final answer.
 */
export async function signInWithStandIn(
  client: TestClient,
  sub: string,
  callbackURL = "/dashboard",
): Promise<Response> {
  const start = await client.post("/api/auth/sign-in/social", {
    provider: "google",
    callbackURL,
    errorCallbackURL: "/",
  });
  if (!start.ok) return start;
  let url = ((await start.json()) as { url: string }).url;
  const jar = new Map<string, string>();
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(TEST_ORIGIN)) {
      const back = new URL(url);
      return client.get(back.pathname + back.search);
    }
    let response = await fetch(url, { redirect: "manual", headers: cookieHeader(jar) });
    storeCookies(jar, response);
    if (response.status === 200 && /\/interaction\//.test(url)) {
      const page = await response.text();
      const prompt = page.match(/name="prompt" value="(\w+)"/)?.[1];
      const action = new URL(page.match(/action="([^"]+)"/)![1]!, url).toString();
      response = await fetch(action, {
        method: "POST",
        redirect: "manual",
        headers: { ...cookieHeader(jar), "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(
          prompt === "login" ? { prompt, login: sub, password: "x" } : { prompt: prompt ?? "consent" },
        ),
      });
      storeCookies(jar, response);
    }
    const location = response.headers.get("location");
    if (!location)
      throw new Error(
        `The stand-in stopped at ${url} with ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
    url = new URL(location, url).toString();
  }
  throw new Error("Too many redirects in the sign-in with the stand-in provider");
}
