/** Product updates and marketing emails (issue 28, item 3): only to those who asked, each with a one-click way out. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp, type TestClient } from "../test-support/test-app.ts";

describe.each(databaseKinds())("announcements on %s", (kind) => {
  let t: TestApp;
  let admin: TestClient & { userId: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInUser(`announce-admin-${kind}@example.com`);
    await t.services.database.db.updateTable("user").set({ role: "admin" }).where("id", "=", admin.userId).execute();
  });
  afterAll(() => t.close());

  it("go to the members who switched the topic on, and the link in each switches it off", async () => {
    const keen = await t.signedInUser(`keen-${kind}@example.com`);
    const quiet = await t.signedInUser(`quiet-${kind}@example.com`);
    expect((await keen.patch("/api/settings", { key: "productUpdates", value: true })).status).toBe(200);
    const audience = (await (await admin.get("/api/admin/announcements/audience")).json()) as Record<string, number>;
    expect(audience.product_updates).toBe(1);

    const before = t.emails.length;
    const sent = await admin.post("/api/admin/announcements", {
      topic: "product_updates",
      subject: "A new tool: HEIC to JPEG",
      body: "Convert iPhone photos in your browser.\n\nNothing is uploaded.",
    });
    expect(await sent.json()).toEqual({ sent: 1 });
    const emails = t.emails.slice(before);
    expect(emails.map((e) => e.to)).toEqual([`keen-${kind}@example.com`]);
    expect(emails.some((e) => e.to === `quiet-${kind}@example.com`)).toBe(false);
    const [email] = emails;
    expect(email!.text).toContain("Convert iPhone photos in your browser.");
    const link = /Stop these emails with one click: (\S+)/.exec(email!.text)![1]!;
    expect(email!.headers).toEqual({
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    const url = new URL(link);
    // A changed signature does nothing.
    const forged = new URLSearchParams(url.search);
    forged.set("u", quiet.userId);
    expect((await t.client().get(`/unsubscribe?${forged}`)).status).toBe(400);
    // The mail program's one-click POST: no cookie, no Origin.
    const out = await t.client().post(`/unsubscribe${url.search}`);
    expect(out.status).toBe(200);
    expect(await out.text()).toContain("You will get no more “Product updates” emails from Squish.");
    expect(await (await keen.get("/api/settings")).json()).toMatchObject({ productUpdates: false });
    expect(
      ((await (await admin.get("/api/admin/announcements/audience")).json()) as Record<string, number>).product_updates,
    ).toBe(0);
  });

  it("are an admin's to send, with a subject and a message", async () => {
    const member = await t.signedInUser(`not-admin-${kind}@example.com`);
    const body = { topic: "marketing", subject: "Hi", body: "A short note." };
    expect((await member.post("/api/admin/announcements", { ...body, subject: "Offer" })).status).toBe(403);
    expect((await admin.post("/api/admin/announcements", body)).status).toBe(400);
    expect((await admin.post("/api/admin/announcements", { ...body, topic: "news" })).status).toBe(400);
  });
});
