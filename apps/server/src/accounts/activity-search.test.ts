/**
 * The activity search on the running server (issue 23, item 10): case-insensitive for letters
 * beyond ASCII on both databases, and a control character in the search is refused instead of
 * matching every file (SQLite ended the pattern at a NUL).
 */
import type { Activity } from "@squish/shared/account/activity";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startListeningServer, type ListeningServer, type SiteFetch } from "../test-support/listening-server.ts";

const FILES = ["Été à Paris.jpg", "ÖL-Gemälde.png", "straße.webp", "plain.gif"];

describe.each(databaseKinds())("the activity search on %s", (kind) => {
  let s: ListeningServer;
  let user: SiteFetch;
  beforeAll(async () => {
    s = await startListeningServer(kind);
    user = await s.signedInUser(`search-${kind}@example.com`);
    for (const [i, fileName] of FILES.entries()) {
      const response = await user("POST", "/api/activities", {
        id: `search-000${i}`,
        activityType: "convert",
        fileName,
      });
      expect(response.status).toBe(201);
    }
  });
  afterAll(() => s.close());

  const search = async (q: string) => {
    const response = await user("GET", `/api/activity-log?q=${encodeURIComponent(q)}`);
    return { status: response.status, body: (await response.json()) as { items?: Activity[]; message?: string } };
  };
  const names = async (q: string) => {
    const { status, body } = await search(q);
    expect(status).toBe(200);
    return body.items!.map((a) => a.file_name).sort();
  };

  it.each([
    ["été", ["Été à Paris.jpg"]],
    ["ÉTÉ", ["Été à Paris.jpg"]],
    ["À PARIS", ["Été à Paris.jpg"]],
    ["öl-gemälde", ["ÖL-Gemälde.png"]],
    ["GEMÄLDE", ["ÖL-Gemälde.png"]],
    // A decomposed é (e and a combining accent) finds the composed one.
    ["e\u0301te\u0301", ["Été à Paris.jpg"]],
    ["PLAIN", ["plain.gif"]],
  ])("finds %j whatever the case of its letters", async (q, expected) => {
    expect(await names(q)).toEqual(expected);
  });

  it.each(["\u0000", "a\u0000", "\u0007", "x\u001b[0m"])("refuses the control character in %j with 400", async (q) => {
    const { status, body } = await search(q);
    expect(status).toBe(400);
    expect(body.message).toMatch(/control characters/);
  });
});
