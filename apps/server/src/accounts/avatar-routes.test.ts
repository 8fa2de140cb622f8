/** A member's picture (issue 28, item 2): kept as a small WebP, served from our origin, theirs alone. */
import { readFileSync } from "node:fs";
import type { Profile } from "@squish/shared/account/profile";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

const corpus = (path: string) => readFileSync(new URL(`../../../../fixtures/corpus/${path}`, import.meta.url));
const PICTURE = corpus("webp/goximage-gopher-doc.8bpp.lossless.webp");

describe.each(databaseKinds())("a member's picture on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("is kept, served to its owner from our origin at a versioned address, exported, and removed", async () => {
    const user = await t.signedInUser(`picture-${kind}@example.com`);
    expect(((await (await user.get("/api/profile")).json()) as Profile).avatar_url).toBeNull();
    expect((await user.get("/api/profile/avatar")).status).toBe(404);

    const saved = await user.put("/api/profile/avatar", { webp: PICTURE.toString("base64") });
    expect(saved.status).toBe(200);
    const url = ((await saved.json()) as Profile).avatar_url;
    expect(url).toMatch(/^\/api\/profile\/avatar\?v=[0-9a-z]+$/);
    const served = await user.get(url!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(PICTURE)).toBe(true);
    // Someone else, or no one, gets nothing.
    expect((await t.client().get(url!)).status).toBe(401);
    const other = await t.signedInUser(`picture-other-${kind}@example.com`);
    expect((await other.get("/api/profile/avatar")).status).toBe(404);

    const exported = (await (await user.get("/api/account/export")).json()) as { avatar: string | null };
    expect(exported.avatar).toBe(`data:image/webp;base64,${PICTURE.toString("base64")}`);

    const removed = await user.delete("/api/profile/avatar");
    expect(((await removed.json()) as Profile).avatar_url).toBeNull();
    expect((await user.get("/api/profile/avatar")).status).toBe(404);
  });

  it("refuses anything but a small still WebP, with the reason", async () => {
    const user = await t.signedInUser(`picture-refused-${kind}@example.com`);
    const refused = async (webp: string) => {
      const response = await user.put("/api/profile/avatar", { webp });
      return [response.status, ((await response.json()) as { message: string }).message];
    };
    expect(await refused(corpus("photo/pillow-exif_gps.jpg").toString("base64"))).toEqual([
      400,
      "The picture must be a WebP image.",
    ]);
    expect(await refused(corpus("webp/goximage-yellow_rose.lossy-with-alpha.webp").toString("base64"))).toEqual([
      400,
      "A picture may be at most 256 pixels on a side.",
    ]);
    expect((await user.put("/api/profile/avatar", { webp: "not base64!" })).status).toBe(400);
    expect((await user.put("/api/profile/avatar", { webp: Buffer.alloc(40_000).toString("base64") })).status).toBe(400);
    // The profile update no longer takes an outside address.
    expect((await user.patch("/api/profile", { avatar_url: "https://example.com/me.png" })).status).toBe(400);
  });
});
