/**
 * Names on the running server (issue 23, item 5): one line of visible text wherever a name is
 * set (sign-up, better-auth's update-user, the profile), refused with 400 and a sentence
 * otherwise; and the confirmation email, sent to any address typed in, does not carry the name.
 */
import { NAME_CONTROL_MESSAGE, NAME_EMPTY_MESSAGE } from "@squish/shared/person-name";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startListeningServer, type ListeningServer, type SiteFetch } from "../test-support/listening-server.ts";

const REFUSED: [string, string, string][] = [
  ["a line break and a link", "Ann\nClaim your prize at https://evil.example", NAME_CONTROL_MESSAGE],
  ["a carriage return", "Ann\r\nBcc: x@evil.example", NAME_CONTROL_MESSAGE],
  ["a line separator", "Ann\u2028https://evil.example", NAME_CONTROL_MESSAGE],
  ["a NUL", "Ann\u0000", NAME_CONTROL_MESSAGE],
  ["a tab", "Ann\tLee", NAME_CONTROL_MESSAGE],
  ["a right-to-left override", "Ann\u202Egnp.exe", NAME_CONTROL_MESSAGE],
  ["a bidi isolate", "\u2066Ann\u2069", NAME_CONTROL_MESSAGE],
  ["nothing", "", NAME_EMPTY_MESSAGE],
  ["spaces only", "    ", NAME_EMPTY_MESSAGE],
  ["zero-width characters only", "\u200B\u200C\u200D\u2060\uFEFF", NAME_EMPTY_MESSAGE],
  ["a Hangul filler", "\u3164", NAME_EMPTY_MESSAGE],
  ["a lone combining mark", "\u0301", NAME_EMPTY_MESSAGE],
];

const ACCEPTED = ["Zoë Ångström", "李小龙", "José 🙂", "Anne-Marie O'Neil", "محمد"];

describe.each(databaseKinds())("names on %s", (kind) => {
  let s: ListeningServer;
  let user: SiteFetch;
  let addresses = 0;
  const fromNewAddress = () => ({
    "x-forwarded-for": `10.5.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`,
  });
  const signUp = (email: string, name: string) =>
    s.client()(
      "POST",
      "/api/auth/sign-up/email",
      { email, password: "a long enough password", name },
      fromNewAddress(),
    );

  beforeAll(async () => {
    s = await startListeningServer(kind, { TRUSTED_PROXIES: "127.0.0.1" });
    user = await s.signedInUser(`named-${kind}@example.com`, "correct horse battery", "Named Person");
  });
  afterAll(() => s.close());

  it.each(REFUSED)("refuses a sign-up name with %s, sending nothing", async (_, name, message) => {
    const email = `refused-${addresses}-${kind}@example.com`;
    const response = await signUp(email, name);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
    expect(s.emails().filter((e) => e.to === email)).toEqual([]);
  });

  it.each(REFUSED)("refuses a new name with %s on update-user and the profile", async (_, name, message) => {
    const viaAuth = await user("POST", "/api/auth/update-user", { name });
    expect(viaAuth.status).toBe(400);
    expect(((await viaAuth.json()) as { message: string }).message).toBe(message);
    const viaProfile = await user("PATCH", "/api/profile", { full_name: name });
    expect(viaProfile.status).toBe(400);
    expect(((await viaProfile.json()) as { message: string }).message).toContain(message);
    const profile = (await (await user("GET", "/api/profile")).json()) as { full_name: string };
    expect(profile.full_name).toBe("Named Person");
  });

  it.each(ACCEPTED)("accepts the name %j everywhere", async (name) => {
    expect((await signUp(`ok-${addresses}-${kind}@example.com`, name)).status).toBe(200);
    expect((await user("POST", "/api/auth/update-user", { name })).status).toBe(200);
    expect((await user("PATCH", "/api/profile", { full_name: name })).status).toBe(200);
  });

  it("leaves the name out of the confirmation email", async () => {
    const email = `unproven-${kind}@example.com`;
    expect((await signUp(email, "Mallory of evil-example dot com")).status).toBe(200);
    const [confirm, ...more] = s.emails().filter((e) => e.to === email);
    expect(more).toEqual([]);
    expect(confirm!.subject).toBe("Confirm your Squish account");
    expect(confirm!.html).not.toContain("Mallory");
    expect(confirm!.html).toContain("<p>Hello,</p>");
  });
});
