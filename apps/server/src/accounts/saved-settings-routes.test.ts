/**
 * A new saved settings kind is one entry and one mount: this made-up kind (resize presets, which
 * the app does not have) is defined here, mounted from the factory, and passes the whole contract
 * the real kinds pass; and the kinds share one table without seeing each other's rows.
 */
import { chainPresetKind } from "@squish/shared/chain";
import { defineSavedSettingsKind, savedSettingsNameSchema } from "@squish/shared/saved-settings";
import { resizeSettingsSchema } from "@squish/shared/steps/resize-fields";
import { Hono } from "hono";
import { expect, it } from "vitest";
import { describeSavedSettingsRoutes, type SavedSettingsHarness } from "../test-support/saved-settings-contract.ts";
import { startTestApp, TestClient } from "../test-support/test-app.ts";
import { savedSettingsRoutes } from "./saved-settings-routes.ts";
import { createSavedSettings } from "./saved-settings.ts";

/** The whole of a new kind. A small cap keeps the limit test quick. */
const resizePresetKind = defineSavedSettingsKind({
  kind: "resize-preset",
  path: "resize-presets",
  field: "resize",
  settings: resizeSettingsSchema,
  name: savedSettingsNameSchema("preset"),
  max: 3,
  noun: { one: "resize preset", many: "resize presets" },
});

const PATH = `/api/${resizePresetKind.path}`;

/** The routes mounted as app.ts would, beside a test app whose sign-in gives the session. */
async function mounted(database: "sqlite" | "postgres"): Promise<SavedSettingsHarness> {
  const t = await startTestApp(database);
  const app = new Hono().route(PATH, savedSettingsRoutes(resizePresetKind, t.services.auth, t.services.database));
  return {
    t,
    path: PATH,
    async signedInUser(email, password) {
      const signedIn = await t.signedInUser(email, password);
      const client = new TestClient(app);
      for (const [name, value] of signedIn.cookies) client.cookies.set(name, value);
      return Object.assign(client, { userId: signedIn.userId });
    },
    guest: () => new TestClient(app),
  };
}

describeSavedSettingsRoutes(
  {
    kind: resizePresetKind,
    title: "a made-up saved settings kind",
    word: { one: "preset", many: "presets" },
    prefix: "resize",
    value: { width: 1600, mode: "fit", focus: { x: 0.25, y: 0.75 } },
    other: { percent: 50 },
    replacement: { width: 1080, height: 1350, mode: "fill", enlarge: true },
    max: 3,
    messages: {
      notFound: "No such resize preset.",
      nameTaken: "You already have a resize preset with this name. Please choose another name.",
      limitReached: "You can keep up to 3 resize presets. Delete one to save another.",
      nothingToChange: "Nothing to change: send a new name, new resize or both",
    },
    invalid: [
      ["a resize without a size", { name: "A", resize: { mode: "fit" } }, /^resize: A resize step needs/],
      ["an empty name", { name: " ", resize: { percent: 50 } }, /^name: Give the preset a name/],
      ["another kind's field", { name: "A", steps: [] }, /Unknown or read-only field: steps/],
    ],
    badUpdates: [{}, { name: "" }, { resize: { width: 0 } }, { name: "X", kind: "chain-preset" }],
  },
  {
    harness: mounted,
    more: (h, database) => {
      it("shares the table with the other kinds without seeing their rows or names", async () => {
        const { t, path } = h();
        const owner = await h().signedInUser(`resize-kinds-${database}@example.com`);
        const chain = await createSavedSettings(t.services.database.db, chainPresetKind, owner.userId, {
          name: "Web",
          steps: [{ op: "convert", format: "webp" }],
        });
        if (!chain.ok) throw new Error(chain.reason);

        expect(await (await owner.get(path)).json()).toEqual([]);
        expect((await owner.patch(`${path}/${chain.item.id}`, { name: "Mine now" })).status).toBe(404);
        expect((await owner.delete(`${path}/${chain.item.id}`)).status).toBe(404);
        // The same name is free in another kind.
        expect((await owner.post(path, { name: "web", resize: { percent: 50 } })).status).toBe(201);
        const rows = await t.services.database.db
          .selectFrom("saved_settings")
          .select(["kind", "name"])
          .where("user_id", "=", owner.userId)
          .orderBy("kind")
          .execute();
        expect(rows).toEqual([
          { kind: "chain-preset", name: "Web" },
          { kind: "resize-preset", name: "web" },
        ]);
      });
    },
  },
);
