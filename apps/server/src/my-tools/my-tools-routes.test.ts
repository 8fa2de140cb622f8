import type { PinnedTools, ToolUsage } from "@squish/shared/member-area";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

describe.each(databaseKinds())("my tools on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("asks for a session", async () => {
    const guest = t.client();
    expect((await guest.get("/api/my-tools/pins")).status).toBe(401);
    expect((await guest.request("PUT", "/api/my-tools/pins", { body: { toolIds: [] } })).status).toBe(401);
    expect((await guest.get("/api/my-tools/usage")).status).toBe(401);
  });

  it("pins, reorders and unpins, each person's own list", async () => {
    const user = await t.signedInUser(`pins-${kind}@example.com`);
    const other = await t.signedInUser(`pins-other-${kind}@example.com`);
    const put = (client: typeof user, toolIds: string[]) =>
      client.request("PUT", "/api/my-tools/pins", { body: { toolIds } });
    expect(((await (await user.get("/api/my-tools/pins")).json()) as PinnedTools).toolIds).toEqual([]);

    const pinned = await put(user, ["png-optimizer", "jpeg-compress", "image-resizer"]);
    expect(pinned.status).toBe(200);
    expect(((await pinned.json()) as PinnedTools).toolIds).toEqual(["png-optimizer", "jpeg-compress", "image-resizer"]);
    await put(user, ["image-resizer", "png-optimizer"]);
    await put(other, ["gif-compress"]);
    expect(((await (await user.get("/api/my-tools/pins")).json()) as PinnedTools).toolIds).toEqual([
      "image-resizer",
      "png-optimizer",
    ]);
    expect(((await (await other.get("/api/my-tools/pins")).json()) as PinnedTools).toolIds).toEqual(["gif-compress"]);
  });

  it("refuses unknown tools, duplicates and extra fields with a sentence", async () => {
    const user = await t.signedInUser(`pins-bad-${kind}@example.com`);
    const put = (body: unknown) => user.request("PUT", "/api/my-tools/pins", { body });
    for (const body of [
      { toolIds: ["teleporter"] },
      { toolIds: ["jpeg-compress", "jpeg-compress"] },
      { toolIds: ["jpeg-compress"], userId: "someone-else" },
      { toolIds: "jpeg-compress" },
    ]) {
      const response = await put(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message.length).toBeGreaterThan(5);
    }
  });

  it("counts the person's activities per tool, most used first", async () => {
    const user = await t.signedInUser(`usage-${kind}@example.com`);
    const track = (id: string, activityType: string, fileName: string) =>
      user.post("/api/activities", { id, activityType, fileName, originalSize: 2, compressedSize: 1 });
    await track("usage-0001", "compress", "a.JPG");
    await track("usage-0002", "compress", "b.jpeg");
    await track("usage-0003", "compress", "c.webp");
    await track("usage-0004", "optimize", "d.png");
    await track("usage-0005", "resize", "e.png");
    await track("usage-0006", "compress", "f.avif");
    await user.post("/api/activities", { id: "usage-0007", activityType: "download", fileName: "g.jpg" });
    const usage = (await (await user.get("/api/my-tools/usage")).json()) as ToolUsage[];
    expect(usage).toEqual([
      { toolId: "jpeg-compress", count: 2 },
      { toolId: "bulk-compress", count: 1 },
      { toolId: "image-resizer", count: 1 },
      { toolId: "png-optimizer", count: 1 },
      { toolId: "webp-compress", count: 1 },
    ]);
  });
});
