import { MAX_CHAIN_PRESETS, MAX_CHAIN_STEPS, type ChainPreset, type ChainStep } from "@squish/shared/chain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;

const PATH = "/api/chain-presets";

/** One step of every kind, with fractions that must come back exactly as sent. */
const steps: ChainStep[] = [
  { op: "resize", width: 1600, mode: "fit" },
  { op: "crop", ratio: { width: 16, height: 9 }, focus: { x: 0.25, y: 0.75 } },
  { op: "rotate", degrees: 90 },
  { op: "flip", direction: "horizontal" },
  {
    op: "watermark",
    settings: {
      text: "© Ada — 2026",
      font: "serif",
      size: 12.5,
      color: "#Ff8800",
      opacity: 37.5,
      rotation: -33.3,
      outline: true,
      outlineColor: "#0a0B0c",
      shadow: false,
      position: "bottom-right",
      x: 0.5,
      y: 0.5,
      margin: 2.5,
    },
  },
  { op: "convert", format: "webp" },
  { op: "compress", quality: 80 },
  { op: "metadata", keep: true, keepLocation: false },
  { op: "rename", pattern: "{name}-{width}w" },
];
const small: ChainStep[] = [{ op: "convert", format: "avif" }];

describe.each(databaseKinds())("chain presets on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("creates, lists newest first, renames, replaces steps and deletes a preset", async () => {
    const user = await t.signedInUser(`chain-crud-${kind}@example.com`);
    expect(await json(user.get(PATH))).toEqual([]);

    const created = await user.post(PATH, { name: "  Web export  ", steps });
    expect(created.status).toBe(201);
    const first = await json<ChainPreset>(created);
    expect(first).toMatchObject({ name: "Web export", steps });
    expect(first.steps).toStrictEqual(steps);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.created_at).toBe(first.updated_at);

    const second = await json<ChainPreset>(user.post(PATH, { name: "AVIF", steps: small }));
    const list = await json<ChainPreset[]>(user.get(PATH));
    expect(list.map((p) => p.name)).toEqual(["AVIF", "Web export"]);
    expect(list[1]).toEqual(first);

    const renamed = await user.patch(`${PATH}/${first.id}`, { name: "Blog" });
    expect(renamed.status).toBe(200);
    const afterRename = await json<ChainPreset>(renamed);
    expect(afterRename).toMatchObject({ id: first.id, name: "Blog", steps, created_at: first.created_at });
    expect(afterRename.updated_at >= first.updated_at).toBe(true);

    const newSteps: ChainStep[] = [
      { op: "resize", percent: 50 },
      { op: "compress", quality: 60, lossless: true },
    ];
    const replaced = await json<ChainPreset>(user.patch(`${PATH}/${first.id}`, { steps: newSteps }));
    expect(replaced).toMatchObject({ name: "Blog", steps: newSteps });

    const both = await json<ChainPreset>(user.patch(`${PATH}/${first.id}`, { name: "Both", steps: small }));
    expect([both.name, both.steps]).toEqual(["Both", small]);

    const deleted = await user.delete(`${PATH}/${second.id}`);
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");
    expect((await user.delete(`${PATH}/${second.id}`)).status).toBe(404);
    expect((await json<ChainPreset[]>(user.get(PATH))).map((p) => p.name)).toEqual(["Both"]);
  });

  it("keeps each person's presets to themselves: others get 404 and change nothing", async () => {
    const alice = await t.signedInUser(`chain-alice-${kind}@example.com`);
    const bob = await t.signedInUser(`chain-bob-${kind}@example.com`);
    const hers = await json<ChainPreset>(alice.post(PATH, { name: "Private", steps }));

    expect(await json(bob.get(PATH))).toEqual([]);
    const patched = await bob.patch(`${PATH}/${hers.id}`, { name: "Stolen", steps: small });
    expect(patched.status).toBe(404);
    expect(await patched.json()).toEqual({ error: "not_found", message: "No such saved chain." });
    expect((await bob.delete(`${PATH}/${hers.id}`)).status).toBe(404);
    // The same answer as for an id that does not exist at all.
    expect((await bob.patch(`${PATH}/no-such-id`, { name: "X" })).status).toBe(404);
    expect((await bob.delete(`${PATH}/no-such-id`)).status).toBe(404);

    // Bob may use the same name for his own; names are unique per person only.
    expect((await bob.post(PATH, { name: "Private", steps: small })).status).toBe(201);
    expect(await json(alice.get(PATH))).toEqual([hers]);
    expect((await json<ChainPreset[]>(bob.get(PATH))).map((p) => p.id)).not.toContain(hers.id);
  });

  it.each([
    [
      "a resize without a size",
      { name: "A", steps: [{ op: "resize", mode: "fit" }] },
      /^steps\.0: A resize step needs/,
    ],
    ["an unknown step", { name: "A", steps: [{ op: "sharpen" }] }, /^steps\.0(\.op)?: /],
    ["a bad quality", { name: "A", steps: [{ op: "compress", quality: 101 }] }, /quality must be 1 to 100/],
    ["a bad rotation", { name: "A", steps: [{ op: "rotate", degrees: 45 }] }, /90, 180 or 270 degrees/],
    [
      "an unknown rename token",
      { name: "A", steps: [{ op: "rename", pattern: "{name}-{camera}" }] },
      /^steps\.0\.pattern: A name pattern may use \{name\}/,
    ],
    [
      "too many steps",
      { name: "A", steps: Array.from({ length: MAX_CHAIN_STEPS + 1 }, () => small[0]) },
      new RegExp(`^steps: A chain may have at most ${MAX_CHAIN_STEPS} steps`),
    ],
    ["no steps", { name: "A", steps: [] }, /^steps: A chain needs at least one step/],
    ["an empty name", { name: "   ", steps }, /^name: Give the chain a name/],
    ["a long name", { name: "n".repeat(61), steps }, /^name: A chain name may be at most 60/],
    ["an unknown field", { name: "A", steps, userId: "someone-else" }, /Unknown or read-only field: userId/],
    [
      "a logo in a watermark step",
      { name: "A", steps: [{ ...steps[4], settings: { ...(steps[4] as { settings: object }).settings, logo: "x" } }] },
      /Unknown or read-only field: logo/,
    ],
  ])("refuses a preset with %s with 400 and a sentence", async (_, body, message) => {
    const user = await t.signedInUser(`chain-invalid-${kind}-${Math.random().toString(36).slice(2)}@example.com`);
    const response = await user.post(PATH, body);
    expect(response.status).toBe(400);
    const answer = await json<{ error: string; message: string }>(response);
    expect(answer.error).toBe("invalid_request");
    expect(answer.message).toMatch(message);
    expect(await json(user.get(PATH))).toEqual([]);
  });

  it("refuses bad updates with 400 and leaves the preset as it was", async () => {
    const user = await t.signedInUser(`chain-bad-update-${kind}@example.com`);
    const preset = await json<ChainPreset>(user.post(PATH, { name: "Keep", steps }));
    for (const body of [
      {},
      { name: "" },
      { steps: [] },
      { steps: [{ op: "rename", pattern: "a/b" }] },
      { name: "X", id: "other" },
      { name: "X", user_id: "other" },
    ]) {
      const response = await user.patch(`${PATH}/${preset.id}`, body);
      expect([body, response.status]).toEqual([body, 400]);
      expect((await json<{ message: string }>(response)).message.length).toBeGreaterThan(5);
    }
    const nothing = await json<{ message: string }>(user.patch(`${PATH}/${preset.id}`, {}));
    expect(nothing.message).toBe("Nothing to change: send a new name, new steps or both");
    expect(await json(user.get(PATH))).toEqual([preset]);
  });

  it("refuses a second preset with the same name, in any case, also on rename", async () => {
    const user = await t.signedInUser(`chain-duplicate-${kind}@example.com`);
    const web = await json<ChainPreset>(user.post(PATH, { name: "Web", steps }));
    for (const name of ["Web", " web ", "WEB"]) {
      const response = await user.post(PATH, { name, steps: small });
      expect([name, response.status]).toEqual([name, 409]);
      expect(await response.json()).toEqual({
        error: "name_taken",
        message: "You already have a saved chain with this name. Please choose another name.",
      });
    }
    const other = await json<ChainPreset>(user.post(PATH, { name: "Other", steps }));
    expect((await user.patch(`${PATH}/${other.id}`, { name: "web" })).status).toBe(409);
    // Renaming a preset to its own name in another case is not a clash with itself.
    const recased = await user.patch(`${PATH}/${web.id}`, { name: "WEB" });
    expect(recased.status).toBe(200);
    expect((await json<ChainPreset>(recased)).name).toBe("WEB");
    expect((await json<ChainPreset[]>(user.get(PATH))).map((p) => p.name).sort()).toEqual(["Other", "WEB"]);
  });

  it(`keeps at most ${MAX_CHAIN_PRESETS} presets per person, even when many are saved at once`, async () => {
    const user = await t.signedInUser(`chain-limit-${kind}@example.com`);
    const attempts = MAX_CHAIN_PRESETS + 5;
    const responses = await Promise.all(
      Array.from({ length: attempts }, (_, i) => user.post(PATH, { name: `Chain ${i}`, steps: small })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_CHAIN_PRESETS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(attempts - MAX_CHAIN_PRESETS);
    const refused = responses.find((r) => r.status === 409)!;
    expect(await refused.json()).toEqual({
      error: "limit_reached",
      message: `You can keep up to ${MAX_CHAIN_PRESETS} saved chains. Delete one to save another.`,
    });
    const list = await json<ChainPreset[]>(user.get(PATH));
    expect(list).toHaveLength(MAX_CHAIN_PRESETS);

    // Someone else is not affected by this person's limit; deleting one makes room again.
    const other = await t.signedInUser(`chain-limit-other-${kind}@example.com`);
    expect((await other.post(PATH, { name: "Mine", steps: small })).status).toBe(201);
    expect((await user.delete(`${PATH}/${list[0]!.id}`)).status).toBe(204);
    expect((await user.post(PATH, { name: "One more", steps: small })).status).toBe(201);
    expect((await user.post(PATH, { name: "One too many", steps: small })).status).toBe(409);
  });

  it("saves a name once when the same preset is sent several times at once", async () => {
    const user = await t.signedInUser(`chain-duplicate-race-${kind}@example.com`);
    const responses = await Promise.all(Array.from({ length: 6 }, () => user.post(PATH, { name: "Same", steps })));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await json<ChainPreset[]>(user.get(PATH))).toHaveLength(1);
  });

  it("holds one name per person in the database itself, whatever the app does", async () => {
    const user = await t.signedInUser(`chain-index-${kind}@example.com`);
    const preset = await json<ChainPreset>(user.post(PATH, { name: "Indexed", steps: small }));
    const now = new Date().toISOString();
    const row = { user_id: user.userId, name: "INDEXED", name_key: "indexed", steps: "[]", created_at: now };
    const { db } = t.services.database;
    await expect(
      db
        .insertInto("chain_presets")
        .values({ ...row, id: "forced", updated_at: now })
        .execute(),
    ).rejects.toThrow();
    expect(await json(user.get(PATH))).toEqual([preset]);
  });

  it("takes the longest chain, and refuses a body over the API's size limit with 413", async () => {
    const user = await t.signedInUser(`chain-size-${kind}@example.com`);
    const watermark = steps[4] as Extract<ChainStep, { op: "watermark" }>;
    const longest = Array.from({ length: MAX_CHAIN_STEPS }, () => ({
      ...watermark,
      settings: { ...watermark.settings, text: "w".repeat(200) },
    }));
    expect((await user.post(PATH, { name: "n".repeat(60), steps: longest })).status).toBe(201);
    const huge = await user.post(PATH, { name: "Huge", steps: small, padding: "x".repeat(70 * 1024) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: "too_large", message: "The request is too large." });
  });

  it("answers 401 with the usual sentence to anyone signed out", async () => {
    const owner = await t.signedInUser(`chain-guest-owner-${kind}@example.com`);
    const preset = await json<ChainPreset>(owner.post(PATH, { name: "Owned", steps }));
    const guest = t.client();
    for (const response of [
      await guest.get(PATH),
      await guest.post(PATH, { name: "Guest", steps }),
      await guest.patch(`${PATH}/${preset.id}`, { name: "Guest" }),
      await guest.delete(`${PATH}/${preset.id}`),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: "Please ensure you're logged in and try again." });
    }
    expect(await json(owner.get(PATH))).toEqual([preset]);
  });

  it("refuses changes from another site or without JSON, before anything else", async () => {
    const user = await t.signedInUser(`chain-guards-${kind}@example.com`);
    const preset = await json<ChainPreset>(user.post(PATH, { name: "Guarded", steps }));
    const evil = { headers: { origin: "https://evil.example" } };
    expect((await user.post(PATH, { name: "Forged", steps }, evil)).status).toBe(403);
    expect((await user.patch(`${PATH}/${preset.id}`, { name: "Forged" }, evil)).status).toBe(403);
    expect((await user.delete(`${PATH}/${preset.id}`, undefined, evil)).status).toBe(403);
    const form = await user.post(PATH, `name=Forged`, { headers: { "content-type": "text/plain" } });
    expect(form.status).toBe(415);
    expect(await json(user.get(PATH))).toEqual([preset]);
  });

  it("includes presets in the data download and removes them with the account", async () => {
    const user = await t.signedInUser(`chain-account-${kind}@example.com`, "delete me please");
    const preset = await json<ChainPreset>(user.post(PATH, { name: "Exported", steps }));

    const data = await json<{ chainPresets: ChainPreset[] }>(user.get("/api/account/export"));
    expect(data.chainPresets).toEqual([preset]);

    const db = t.services.database.db;
    const rows = () => db.selectFrom("chain_presets").select("id").where("user_id", "=", user.userId).execute();
    expect(await rows()).toEqual([{ id: preset.id }]);
    expect((await user.post("/api/account/delete", { password: "delete me please" })).status).toBe(200);
    expect(await rows()).toEqual([]);
    expect((await user.get(PATH)).status).toBe(401);
  });
});
