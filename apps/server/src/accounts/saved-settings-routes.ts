/**
 * The routes of one saved settings kind, mounted at /api/<kind.path> (app.ts): list, create,
 * rename or replace, delete. The user comes from the session and every query is scoped to them and
 * the kind: someone else's item answers 404, exactly as one that does not exist. What is saved is
 * settings only; a picture never reaches the server.
 */
import type { AnySavedSettingsKind, SavedSettingsInput, SavedSettingsUpdate } from "@squish/shared/saved-settings";
import { largeAnswers } from "../http/compression.ts";
import { Hono } from "hono";
import type { Auth } from "../auth/auth.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { requireUser } from "./require-user.ts";
import { createSavedSettings, deleteSavedSettings, listSavedSettings, updateSavedSettings } from "./saved-settings.ts";
import { validate } from "./validate.ts";

/** The kind's refusals, in its own words: "No such saved chain.", "...up to 50 saved chains...". */
function refusals({ noun, max }: AnySavedSettingsKind) {
  return {
    notFound: { error: "not_found", message: `No such ${noun.one}.` },
    nameTaken: {
      error: "name_taken",
      message: `You already have a ${noun.one} with this name. Please choose another name.`,
    },
    limitReached: {
      error: "limit_reached",
      message: `You can keep up to ${max} ${noun.many}. Delete one to save another.`,
    },
  } as const;
}

export function savedSettingsRoutes<Kind extends AnySavedSettingsKind>(kind: Kind, auth: Auth, { db }: DatabaseHandle) {
  const refuse = refusals(kind);
  return new Hono()
    .use("*", requireUser(auth))
    .get("/", largeAnswers, async (c) => c.json(await listSavedSettings(db, kind, c.var.user.id)))
    .post("/", validate("json", kind.input as Kind["input"]), async (c) => {
      const input = c.req.valid("json") as SavedSettingsInput<Kind>;
      const result = await createSavedSettings(db, kind, c.var.user.id, input);
      if (result.ok) return c.json(result.item, 201);
      return c.json(result.reason === "limit_reached" ? refuse.limitReached : refuse.nameTaken, 409);
    })
    .patch("/:id", validate("json", kind.update as Kind["update"]), async (c) => {
      const changes = c.req.valid("json") as SavedSettingsUpdate<Kind>;
      const result = await updateSavedSettings(db, kind, c.var.user.id, c.req.param("id"), changes);
      if (result.ok) return c.json(result.item, 200);
      return result.reason === "not_found" ? c.json(refuse.notFound, 404) : c.json(refuse.nameTaken, 409);
    })
    .delete("/:id", async (c) =>
      (await deleteSavedSettings(db, kind, c.var.user.id, c.req.param("id")))
        ? c.body(null, 204)
        : c.json(refuse.notFound, 404),
    );
}
