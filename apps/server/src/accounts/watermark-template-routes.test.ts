import {
  MAX_WATERMARK_TEMPLATES,
  type WatermarkTemplate,
  type WatermarkTemplateSettings,
} from "@squish/shared/watermark-templates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;

const PATH = "/api/watermark-templates";

/** Every setting, with fractions and mixed-case colours that must come back exactly as sent. */
const settings: WatermarkTemplateSettings = {
  text: "© Ada Lovelace — 2026",
  font: "display",
  size: 12.75,
  color: "#Ff8800",
  opacity: 37.5,
  rotation: -33.3,
  outline: true,
  outlineColor: "#0a0B0c",
  shadow: true,
  position: "custom",
  x: 0.125,
  y: 0.875,
  margin: 2.5,
};

describe.each(databaseKinds())("watermark templates on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("creates, lists newest first, renames, replaces settings and deletes a template", async () => {
    const user = await t.signedInUser(`wm-crud-${kind}@example.com`);
    expect(await json(user.get(PATH))).toEqual([]);

    const created = await user.post(PATH, { name: "  Photo credit  ", settings });
    expect(created.status).toBe(201);
    const first = await json<WatermarkTemplate>(created);
    expect(first).toMatchObject({ name: "Photo credit", settings });
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.created_at).toBe(first.updated_at);

    const second = await json<WatermarkTemplate>(
      user.post(PATH, { name: "Draft", settings: { ...settings, text: "DRAFT", position: "tiled" } }),
    );
    const list = await json<WatermarkTemplate[]>(user.get(PATH));
    expect(list.map((w) => w.name)).toEqual(["Draft", "Photo credit"]);
    expect(list[1]).toEqual(first);

    const renamed = await user.patch(`${PATH}/${first.id}`, { name: "Credit" });
    expect(renamed.status).toBe(200);
    const afterRename = await json<WatermarkTemplate>(renamed);
    expect(afterRename).toMatchObject({ id: first.id, name: "Credit", settings, created_at: first.created_at });
    expect(afterRename.updated_at >= first.updated_at).toBe(true);

    const newSettings = { ...settings, font: "mono", outline: false, position: "top-left" } as const;
    const replaced = await json<WatermarkTemplate>(user.patch(`${PATH}/${first.id}`, { settings: newSettings }));
    expect(replaced).toMatchObject({ name: "Credit", settings: newSettings });

    const both = await json<WatermarkTemplate>(
      user.patch(`${PATH}/${first.id}`, { name: "Both", settings: { ...newSettings, text: "Both" } }),
    );
    expect([both.name, both.settings.text]).toEqual(["Both", "Both"]);

    const deleted = await user.delete(`${PATH}/${second.id}`);
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");
    expect((await user.delete(`${PATH}/${second.id}`)).status).toBe(404);
    expect((await json<WatermarkTemplate[]>(user.get(PATH))).map((w) => w.name)).toEqual(["Both"]);
  });

  it("gives every setting back exactly as it was saved", async () => {
    const user = await t.signedInUser(`wm-roundtrip-${kind}@example.com`);
    const created = await json<WatermarkTemplate>(user.post(PATH, { name: "Exact", settings }));
    expect(created.settings).toStrictEqual(settings);
    const [listed] = await json<WatermarkTemplate[]>(user.get(PATH));
    expect(listed!.settings).toStrictEqual(settings);
    const row = await t.services.database.db
      .selectFrom("watermark_templates")
      .select(["user_id", "settings"])
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.userId);
    expect(JSON.parse(row.settings)).toStrictEqual(settings);
  });

  it("keeps each person's templates to themselves: others get 404 and change nothing", async () => {
    const alice = await t.signedInUser(`wm-alice-${kind}@example.com`);
    const bob = await t.signedInUser(`wm-bob-${kind}@example.com`);
    const hers = await json<WatermarkTemplate>(alice.post(PATH, { name: "Private", settings }));

    expect(await json(bob.get(PATH))).toEqual([]);
    const patched = await bob.patch(`${PATH}/${hers.id}`, { name: "Stolen", settings: { ...settings, text: "Bob" } });
    expect(patched.status).toBe(404);
    expect(await patched.json()).toEqual({ error: "not_found", message: "No such watermark template." });
    expect((await bob.delete(`${PATH}/${hers.id}`)).status).toBe(404);
    // The same answer as for an id that does not exist at all.
    expect((await bob.patch(`${PATH}/no-such-id`, { name: "X" })).status).toBe(404);
    expect((await bob.delete(`${PATH}/no-such-id`)).status).toBe(404);

    // Bob may use the same name for his own; names are unique per person only.
    expect((await bob.post(PATH, { name: "Private", settings })).status).toBe(201);
    const aliceList = await json<WatermarkTemplate[]>(alice.get(PATH));
    expect(aliceList).toEqual([hers]);
    expect((await json<WatermarkTemplate[]>(bob.get(PATH))).map((w) => w.id)).not.toContain(hers.id);
  });

  it.each([
    ["a bad colour", { name: "A", settings: { ...settings, color: "orange" } }, /^settings\.color: /],
    ["a bad outline colour", { name: "A", settings: { ...settings, outlineColor: "#12345" } }, /outline colour/],
    ["an unknown font", { name: "A", settings: { ...settings, font: "comic" } }, /font must be one of/],
    ["an empty name", { name: "   ", settings }, /^name: Give the template a name/],
    ["a long name", { name: "n".repeat(61), settings }, /^name: /],
    ["empty text", { name: "A", settings: { ...settings, text: " " } }, /watermark text is required/],
    ["a size out of range", { name: "A", settings: { ...settings, size: 80 } }, /Size must be between 1 and 50/],
    ["an unknown field", { name: "A", settings, userId: "someone-else" }, /Unknown or read-only field: userId/],
    [
      "an unknown setting",
      { name: "A", settings: { ...settings, logo: "data:image/png;base64,AAAA" } },
      /Unknown or read-only field: logo/,
    ],
    ["no settings", { name: "A" }, /^settings: /],
  ])("refuses a template with %s with 400 and a sentence", async (_, body, message) => {
    const user = await t.signedInUser(`wm-invalid-${kind}-${Math.random().toString(36).slice(2)}@example.com`);
    const response = await user.post(PATH, body);
    expect(response.status).toBe(400);
    const answer = await json<{ error: string; message: string }>(response);
    expect(answer.error).toBe("invalid_request");
    expect(answer.message).toMatch(message);
    expect(await json(user.get(PATH))).toEqual([]);
  });

  it("refuses bad updates with 400 and leaves the template as it was", async () => {
    const user = await t.signedInUser(`wm-bad-update-${kind}@example.com`);
    const template = await json<WatermarkTemplate>(user.post(PATH, { name: "Keep", settings }));
    for (const body of [
      {},
      { name: "" },
      { settings: { ...settings, color: "#zzzzzz" } },
      { settings: { text: "only part" } },
      { name: "X", id: "other" },
      { name: "X", user_id: "other" },
    ]) {
      const response = await user.patch(`${PATH}/${template.id}`, body);
      expect([body, response.status]).toEqual([body, 400]);
      expect((await json<{ message: string }>(response)).message.length).toBeGreaterThan(5);
    }
    expect(await json(user.get(PATH))).toEqual([template]);
  });

  it("refuses a second template with the same name, in any case, also on rename", async () => {
    const user = await t.signedInUser(`wm-duplicate-${kind}@example.com`);
    const logo = await json<WatermarkTemplate>(user.post(PATH, { name: "Logo", settings }));
    for (const name of ["Logo", " logo ", "LOGO"]) {
      const response = await user.post(PATH, { name, settings });
      expect([name, response.status]).toEqual([name, 409]);
      expect(await response.json()).toEqual({
        error: "name_taken",
        message: "You already have a watermark template with this name. Please choose another name.",
      });
    }
    const other = await json<WatermarkTemplate>(user.post(PATH, { name: "Other", settings }));
    expect((await user.patch(`${PATH}/${other.id}`, { name: "logo" })).status).toBe(409);
    // Renaming a template to its own name in another case is not a clash with itself.
    const recased = await user.patch(`${PATH}/${logo.id}`, { name: "LOGO" });
    expect(recased.status).toBe(200);
    expect((await json<WatermarkTemplate>(recased)).name).toBe("LOGO");
    expect((await json<WatermarkTemplate[]>(user.get(PATH))).map((w) => w.name).sort()).toEqual(["LOGO", "Other"]);
  });

  it(`keeps at most ${MAX_WATERMARK_TEMPLATES} templates per person, even when many are saved at once`, async () => {
    const user = await t.signedInUser(`wm-limit-${kind}@example.com`);
    const attempts = MAX_WATERMARK_TEMPLATES + 5;
    const responses = await Promise.all(
      Array.from({ length: attempts }, (_, i) => user.post(PATH, { name: `Template ${i}`, settings })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_WATERMARK_TEMPLATES);
    expect(statuses.filter((s) => s === 409)).toHaveLength(attempts - MAX_WATERMARK_TEMPLATES);
    const refused = responses.find((r) => r.status === 409)!;
    expect(await refused.json()).toEqual({
      error: "limit_reached",
      message: `You can keep up to ${MAX_WATERMARK_TEMPLATES} watermark templates. Delete one to save another.`,
    });
    const list = await json<WatermarkTemplate[]>(user.get(PATH));
    expect(list).toHaveLength(MAX_WATERMARK_TEMPLATES);

    // Someone else is not affected by this person's limit; deleting one makes room again.
    const other = await t.signedInUser(`wm-limit-other-${kind}@example.com`);
    expect((await other.post(PATH, { name: "Mine", settings })).status).toBe(201);
    expect((await user.delete(`${PATH}/${list[0]!.id}`)).status).toBe(204);
    expect((await user.post(PATH, { name: "One more", settings })).status).toBe(201);
    expect((await user.post(PATH, { name: "One too many", settings })).status).toBe(409);
  });

  it("saves a name once when the same template is sent several times at once", async () => {
    const user = await t.signedInUser(`wm-duplicate-race-${kind}@example.com`);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => user.post(PATH, { name: "Same name", settings })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await json<WatermarkTemplate[]>(user.get(PATH))).toHaveLength(1);
  });

  it("answers 401 with the usual sentence to anyone signed out", async () => {
    const owner = await t.signedInUser(`wm-guest-owner-${kind}@example.com`);
    const template = await json<WatermarkTemplate>(owner.post(PATH, { name: "Owned", settings }));
    const guest = t.client();
    for (const response of [
      await guest.get(PATH),
      await guest.post(PATH, { name: "Guest", settings }),
      await guest.patch(`${PATH}/${template.id}`, { name: "Guest" }),
      await guest.delete(`${PATH}/${template.id}`),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: "Please ensure you're logged in and try again." });
    }
    expect(await json(owner.get(PATH))).toEqual([template]);
  });

  it("refuses changes from another site or without JSON, before anything else", async () => {
    const user = await t.signedInUser(`wm-guards-${kind}@example.com`);
    const template = await json<WatermarkTemplate>(user.post(PATH, { name: "Guarded", settings }));
    const evil = { headers: { origin: "https://evil.example" } };
    expect((await user.post(PATH, { name: "Forged", settings }, evil)).status).toBe(403);
    expect((await user.patch(`${PATH}/${template.id}`, { name: "Forged" }, evil)).status).toBe(403);
    expect((await user.delete(`${PATH}/${template.id}`, undefined, evil)).status).toBe(403);
    const form = await user.post(PATH, `name=Forged`, { headers: { "content-type": "text/plain" } });
    expect(form.status).toBe(415);
    expect(await json(user.get(PATH))).toEqual([template]);
  });

  it("includes templates in the data download and removes them with the account", async () => {
    const email = `wm-account-${kind}@example.com`;
    const user = await t.signedInUser(email, "delete me please");
    const template = await json<WatermarkTemplate>(user.post(PATH, { name: "Exported", settings }));

    const data = await json<{ watermarkTemplates: WatermarkTemplate[] }>(user.get("/api/account/export"));
    expect(data.watermarkTemplates).toEqual([template]);

    const db = t.services.database.db;
    expect(
      await db.selectFrom("watermark_templates").select("id").where("user_id", "=", user.userId).execute(),
    ).toEqual([{ id: template.id }]);
    expect((await user.post("/api/account/delete", { password: "delete me please" })).status).toBe(200);
    expect(await db.selectFrom("watermark_templates").selectAll().where("user_id", "=", user.userId).execute()).toEqual(
      [],
    );
    expect((await user.get(PATH)).status).toBe(401);
  });
});
