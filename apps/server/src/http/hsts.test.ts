/**
 * Strict-Transport-Security on the running server only for requests that came over HTTPS
 * (issue 23, item 10): an https public address, or a trusted proxy's X-Forwarded-Proto.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startListeningServer, type ListeningServer } from "../test-support/listening-server.ts";
import { HSTS_VALUE } from "./https-only-hsts.ts";

const hsts = async (s: ListeningServer, path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(s.server.url + path, { headers });
  await response.arrayBuffer();
  return response.headers.get("strict-transport-security");
};

describe("HSTS on a plain-HTTP site", () => {
  let s: ListeningServer;
  beforeAll(async () => {
    s = await startListeningServer("sqlite");
  });
  afterAll(() => s.close());

  it.each(["/api/health", "/api/profile", "/tools"])("is not sent for %s, whatever the client claims", async (path) => {
    expect(await hsts(s, path)).toBeNull();
    expect(await hsts(s, path, { "x-forwarded-proto": "https" })).toBeNull();
  });
});

describe("HSTS behind a trusted proxy", () => {
  let s: ListeningServer;
  beforeAll(async () => {
    s = await startListeningServer("sqlite", { TRUSTED_PROXIES: "127.0.0.1" });
  });
  afterAll(() => s.close());

  it("is sent when the proxy says the browser used HTTPS, and only then", async () => {
    expect(await hsts(s, "/api/health", { "x-forwarded-proto": "https" })).toBe(HSTS_VALUE);
    expect(await hsts(s, "/tools", { "x-forwarded-proto": "https, http" })).toBe(HSTS_VALUE);
    expect(await hsts(s, "/api/health", { "x-forwarded-proto": "http" })).toBeNull();
    expect(await hsts(s, "/api/health")).toBeNull();
  });
});

describe("HSTS on a site whose public address is https", () => {
  let s: ListeningServer;
  beforeAll(async () => {
    s = await startListeningServer("sqlite", { PUBLIC_URL: "https://squish.example" });
  });
  afterAll(() => s.close());

  it.each(["/api/health", "/api/profile", "/tools"])("is sent for %s", async (path) => {
    expect(await hsts(s, path)).toBe(HSTS_VALUE);
  });
});
