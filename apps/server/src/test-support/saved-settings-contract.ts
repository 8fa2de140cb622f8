/**
 * What the routes of every saved settings kind promise (accounts/saved-settings-routes.ts), as one
 * suite each kind's test file runs with its own values, refusals and words: chain presets,
 * watermark templates, and a kind made up in a test to show a new one gets it all. The answers'
 * sentences are written out by each file, not built from the kind, so a changed word shows here.
 */
import type { AnySavedSettingsKind, SavedSettingsItem } from "@squish/shared/saved-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "./databases.ts";
import { startTestApp, type TestApp, type TestClient } from "./test-app.ts";

type DatabaseKind = "sqlite" | "postgres";
type SignedIn = TestClient & { userId: string };

export interface SavedSettingsContract<Kind extends AnySavedSettingsKind> {
  kind: Kind;
  /** The suite's title, such as "chain presets". */
  title: string;
  /** What the tests' titles call one and several: "preset", "presets". */
  word: { one: string; many: string };
  /** How the test users' email addresses start, so each suite's people are its own. */
  prefix: string;
  /** Settings to save, a second set and a third to replace them with: all different. */
  value: unknown;
  other: unknown;
  replacement: unknown;
  /** The most one person may keep, as the shared package says (not read from the kind). */
  max: number;
  /** The answers' sentences, written out. */
  messages: { notFound: string; nameTaken: string; limitReached: string; nothingToChange: string };
  /** New items the routes refuse with 400: what it is, the body, what the sentence says. */
  invalid: [string, Record<string, unknown>, RegExp][];
  /** Updates the routes refuse with 400. */
  badUpdates: Record<string, unknown>[];
  /**
   * Mounted in the app (app.ts): the API's guards come first and the data download has the kind's
   * items under this key. A kind made up in a test has neither.
   */
  inTheApp?: { exportKey: string };
}

/** How the suite reaches the routes: the whole app, or a test's own mount of the factory. */
export interface SavedSettingsHarness {
  t: TestApp;
  path: string;
  signedInUser(email: string, password?: string): Promise<SignedIn>;
  guest(): TestClient;
}

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;

/** The routes at their place in the whole app. */
export async function appHarness(database: DatabaseKind, kind: AnySavedSettingsKind): Promise<SavedSettingsHarness> {
  const t = await startTestApp(database);
  return {
    t,
    path: `/api/${kind.path}`,
    signedInUser: (email, password) => t.signedInUser(email, password),
    guest: () => t.client(),
  };
}

/**
 * Runs the contract on both databases. `more` adds the kind's own tests on the same app; `harness`
 * mounts the routes another way (the app itself by default).
 */
export function describeSavedSettingsRoutes<Kind extends AnySavedSettingsKind>(
  contract: SavedSettingsContract<Kind>,
  {
    harness = (database) => appHarness(database, contract.kind),
    more,
  }: {
    harness?: (database: DatabaseKind) => Promise<SavedSettingsHarness>;
    more?: (h: () => SavedSettingsHarness, database: DatabaseKind) => void;
  } = {},
) {
  type Item = SavedSettingsItem<Kind>;
  const { kind, word, prefix, value, other, replacement, max, messages } = contract;
  const field = kind.field;
  const settingsOf = (item: Item) => (item as Record<string, unknown>)[field];
  const body = (name: string, settings: unknown = value) => ({ name, [field]: settings });

  describe.each(databaseKinds())(`${contract.title} on %s`, (database) => {
    let h: SavedSettingsHarness;
    beforeAll(async () => {
      h = await harness(database);
    });
    afterAll(() => h.t.close());
    const user = (name: string, password?: string) =>
      h.signedInUser(`${prefix}-${name}-${database}@example.com`, password);
    const rows = (userId: string) =>
      h.t.services.database.db
        .selectFrom("saved_settings")
        .select("id")
        .where("user_id", "=", userId)
        .where("kind", "=", kind.kind)
        .execute();

    it(`creates, lists newest first, renames, replaces ${field} and deletes a ${word.one}`, async () => {
      const { path } = h;
      const owner = await user("crud");
      expect(await json(owner.get(path))).toEqual([]);

      const created = await owner.post(path, body("  Web export  "));
      expect(created.status).toBe(201);
      const first = await json<Item>(created);
      expect(first).toMatchObject(body("Web export"));
      expect(settingsOf(first)).toStrictEqual(value);
      expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(first.created_at).toBe(first.updated_at);

      const second = await json<Item>(owner.post(path, body("AVIF", other)));
      const list = await json<Item[]>(owner.get(path));
      expect(list.map((item) => item.name)).toEqual(["AVIF", "Web export"]);
      expect(list[1]).toEqual(first);

      const renamed = await owner.patch(`${path}/${first.id}`, { name: "Blog" });
      expect(renamed.status).toBe(200);
      const afterRename = await json<Item>(renamed);
      expect(afterRename).toMatchObject({ ...body("Blog"), id: first.id, created_at: first.created_at });
      expect(afterRename.updated_at >= first.updated_at).toBe(true);

      const replaced = await json<Item>(owner.patch(`${path}/${first.id}`, { [field]: replacement }));
      expect(replaced).toMatchObject(body("Blog", replacement));

      const both = await json<Item>(owner.patch(`${path}/${first.id}`, body("Both", other)));
      expect([both.name, settingsOf(both)]).toEqual(["Both", other]);

      const deleted = await owner.delete(`${path}/${second.id}`);
      expect(deleted.status).toBe(204);
      expect(await deleted.text()).toBe("");
      expect((await owner.delete(`${path}/${second.id}`)).status).toBe(404);
      expect((await json<Item[]>(owner.get(path))).map((item) => item.name)).toEqual(["Both"]);
    });

    it("gives every setting back exactly as it was saved", async () => {
      const { path } = h;
      const owner = await user("roundtrip");
      const created = await json<Item>(owner.post(path, body("Exact")));
      expect(settingsOf(created)).toStrictEqual(value);
      const [listed] = await json<Item[]>(owner.get(path));
      expect(settingsOf(listed!)).toStrictEqual(value);
      const row = await h.t.services.database.db
        .selectFrom("saved_settings")
        .select(["user_id", "kind", "settings"])
        .where("id", "=", created.id)
        .executeTakeFirstOrThrow();
      expect([row.user_id, row.kind]).toEqual([owner.userId, kind.kind]);
      expect(JSON.parse(row.settings)).toStrictEqual(value);
    });

    it(`keeps each person's ${word.many} to themselves: others get 404 and change nothing`, async () => {
      const { path } = h;
      const alice = await user("alice");
      const bob = await user("bob");
      const hers = await json<Item>(alice.post(path, body("Private")));

      expect(await json(bob.get(path))).toEqual([]);
      const patched = await bob.patch(`${path}/${hers.id}`, body("Stolen", other));
      expect(patched.status).toBe(404);
      expect(await patched.json()).toEqual({ error: "not_found", message: messages.notFound });
      expect((await bob.delete(`${path}/${hers.id}`)).status).toBe(404);
      // The same answer as for an id that does not exist at all.
      expect((await bob.patch(`${path}/no-such-id`, { name: "X" })).status).toBe(404);
      expect((await bob.delete(`${path}/no-such-id`)).status).toBe(404);

      // Bob may use the same name for his own; names are unique per person only.
      expect((await bob.post(path, body("Private", other))).status).toBe(201);
      expect(await json(alice.get(path))).toEqual([hers]);
      expect((await json<Item[]>(bob.get(path))).map((item) => item.id)).not.toContain(hers.id);
    });

    it.each(contract.invalid)(
      `refuses a ${word.one} with %s with 400 and a sentence`,
      async (_, invalidBody, message) => {
        const { path } = h;
        const owner = await user(`invalid-${Math.random().toString(36).slice(2)}`);
        const response = await owner.post(path, invalidBody);
        expect(response.status).toBe(400);
        const answer = await json<{ error: string; message: string }>(response);
        expect(answer.error).toBe("invalid_request");
        expect(answer.message).toMatch(message);
        expect(await json(owner.get(path))).toEqual([]);
      },
    );

    it(`refuses bad updates with 400 and leaves the ${word.one} as it was`, async () => {
      const { path } = h;
      const owner = await user("bad-update");
      const item = await json<Item>(owner.post(path, body("Keep")));
      for (const update of contract.badUpdates) {
        const response = await owner.patch(`${path}/${item.id}`, update);
        expect([update, response.status]).toEqual([update, 400]);
        expect((await json<{ message: string }>(response)).message.length).toBeGreaterThan(5);
      }
      const nothing = await json<{ message: string }>(owner.patch(`${path}/${item.id}`, {}));
      expect(nothing.message).toBe(messages.nothingToChange);
      expect(await json(owner.get(path))).toEqual([item]);
    });

    it(`refuses a second ${word.one} with the same name, in any case, also on rename`, async () => {
      const { path } = h;
      const owner = await user("duplicate");
      const web = await json<Item>(owner.post(path, body("Web")));
      for (const name of ["Web", " web ", "WEB"]) {
        const response = await owner.post(path, body(name, other));
        expect([name, response.status]).toEqual([name, 409]);
        expect(await response.json()).toEqual({ error: "name_taken", message: messages.nameTaken });
      }
      const second = await json<Item>(owner.post(path, body("Other")));
      expect((await owner.patch(`${path}/${second.id}`, { name: "web" })).status).toBe(409);
      // Renaming an item to its own name in another case is not a clash with itself.
      const recased = await owner.patch(`${path}/${web.id}`, { name: "WEB" });
      expect(recased.status).toBe(200);
      expect((await json<Item>(recased)).name).toBe("WEB");
      expect((await json<Item[]>(owner.get(path))).map((item) => item.name).sort()).toEqual(["Other", "WEB"]);
    });

    it(`keeps at most ${max} ${word.many} per person, even when many are saved at once`, async () => {
      const { path } = h;
      const owner = await user("limit");
      const attempts = max + 5;
      const responses = await Promise.all(
        Array.from({ length: attempts }, (_, i) => owner.post(path, body(`Saved ${i}`, other))),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(max);
      expect(statuses.filter((s) => s === 409)).toHaveLength(attempts - max);
      const refused = responses.find((r) => r.status === 409)!;
      expect(await refused.json()).toEqual({ error: "limit_reached", message: messages.limitReached });
      const list = await json<Item[]>(owner.get(path));
      expect(list).toHaveLength(max);

      // Someone else is not affected by this person's limit; deleting one makes room again.
      const someoneElse = await user("limit-other");
      expect((await someoneElse.post(path, body("Mine", other))).status).toBe(201);
      expect((await owner.delete(`${path}/${list[0]!.id}`)).status).toBe(204);
      expect((await owner.post(path, body("One more", other))).status).toBe(201);
      expect((await owner.post(path, body("One too many", other))).status).toBe(409);
    });

    it(`saves a name once when the same ${word.one} is sent several times at once`, async () => {
      const { path } = h;
      const owner = await user("duplicate-race");
      const responses = await Promise.all(Array.from({ length: 6 }, () => owner.post(path, body("Same"))));
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      expect(await json<Item[]>(owner.get(path))).toHaveLength(1);
    });

    it("holds one name per person in the database itself, whatever the app does", async () => {
      const { path } = h;
      const owner = await user("index");
      const item = await json<Item>(owner.post(path, body("Indexed", other)));
      const now = new Date().toISOString();
      const row = { user_id: owner.userId, kind: kind.kind, name: "INDEXED", name_key: "indexed", settings: "[]" };
      const { db } = h.t.services.database;
      await expect(
        db
          .insertInto("saved_settings")
          .values({ ...row, id: "forced", created_at: now, updated_at: now })
          .execute(),
      ).rejects.toThrow();
      expect(await json(owner.get(path))).toEqual([item]);
    });

    it("answers 401 with the usual sentence to anyone signed out", async () => {
      const { path } = h;
      const owner = await user("guest-owner");
      const item = await json<Item>(owner.post(path, body("Owned")));
      const guest = h.guest();
      for (const response of [
        await guest.get(path),
        await guest.post(path, body("Guest")),
        await guest.patch(`${path}/${item.id}`, { name: "Guest" }),
        await guest.delete(`${path}/${item.id}`),
      ]) {
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ message: "Please ensure you're logged in and try again." });
      }
      expect(await json(owner.get(path))).toEqual([item]);
    });

    const inTheApp = contract.inTheApp;
    if (inTheApp) {
      it("refuses changes from another site or without JSON, before anything else", async () => {
        const { path } = h;
        const owner = await user("guards");
        const item = await json<Item>(owner.post(path, body("Guarded")));
        const evil = { headers: { origin: "https://evil.example" } };
        expect((await owner.post(path, body("Forged"), evil)).status).toBe(403);
        expect((await owner.patch(`${path}/${item.id}`, { name: "Forged" }, evil)).status).toBe(403);
        expect((await owner.delete(`${path}/${item.id}`, undefined, evil)).status).toBe(403);
        const form = await owner.post(path, `name=Forged`, { headers: { "content-type": "text/plain" } });
        expect(form.status).toBe(415);
        expect(await json(owner.get(path))).toEqual([item]);
      });

      it(`includes ${word.many} in the data download and removes them with the account`, async () => {
        const { path } = h;
        const owner = await user("account", "delete me please");
        const item = await json<Item>(owner.post(path, body("Exported")));

        const data = await json<Record<string, unknown>>(owner.get("/api/account/export"));
        expect(data[inTheApp.exportKey]).toEqual([item]);

        expect(await rows(owner.userId)).toEqual([{ id: item.id }]);
        expect((await owner.post("/api/account/delete", { password: "delete me please" })).status).toBe(200);
        expect(await rows(owner.userId)).toEqual([]);
        expect((await owner.get(path)).status).toBe(401);
      });
    }

    more?.(() => h, database);
  });
}
