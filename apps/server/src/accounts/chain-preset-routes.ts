/**
 * /api/chain-presets: a signed-in person's saved workspace chains (steps only; a picture never
 * reaches the server). The user comes from the session and every query is scoped to them:
 * someone else's preset answers 404, exactly as one that does not exist. Guests keep theirs in
 * the browser instead.
 */
import { MAX_CHAIN_PRESETS, chainPresetInputSchema, chainPresetUpdateSchema } from "@squish/shared/chain";
import { Hono } from "hono";
import type { Auth } from "../auth/auth.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { createChainPreset, deleteChainPreset, listChainPresets, updateChainPreset } from "./chain-presets.ts";
import { requireUser } from "./require-user.ts";
import { validate } from "./validate.ts";

const NOT_FOUND = { error: "not_found", message: "No such saved chain." } as const;
const NAME_TAKEN = {
  error: "name_taken",
  message: "You already have a saved chain with this name. Please choose another name.",
} as const;
const LIMIT_REACHED = {
  error: "limit_reached",
  message: `You can keep up to ${MAX_CHAIN_PRESETS} saved chains. Delete one to save another.`,
} as const;

export function chainPresetRoutes(auth: Auth, { db }: DatabaseHandle) {
  return new Hono()
    .use("*", requireUser(auth))
    .get("/", async (c) => c.json(await listChainPresets(db, c.var.user.id)))
    .post("/", validate("json", chainPresetInputSchema), async (c) => {
      const result = await createChainPreset(db, c.var.user.id, c.req.valid("json"));
      if (result.ok) return c.json(result.preset, 201);
      return c.json(result.reason === "limit_reached" ? LIMIT_REACHED : NAME_TAKEN, 409);
    })
    .patch("/:id", validate("json", chainPresetUpdateSchema), async (c) => {
      const result = await updateChainPreset(db, c.var.user.id, c.req.param("id"), c.req.valid("json"));
      if (result.ok) return c.json(result.preset, 200);
      return result.reason === "not_found" ? c.json(NOT_FOUND, 404) : c.json(NAME_TAKEN, 409);
    })
    .delete("/:id", async (c) =>
      (await deleteChainPreset(db, c.var.user.id, c.req.param("id"))) ? c.body(null, 204) : c.json(NOT_FOUND, 404),
    );
}
