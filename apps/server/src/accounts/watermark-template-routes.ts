/**
 * /api/watermark-templates: a signed-in person's saved watermark settings (text settings only; a
 * logo never reaches the server). The user comes from the session and every query is scoped to
 * them: someone else's template answers 404, exactly as one that does not exist.
 */
import {
  MAX_WATERMARK_TEMPLATES,
  watermarkTemplateInputSchema,
  watermarkTemplateUpdateSchema,
} from "@squish/shared/watermark-templates";
import { Hono } from "hono";
import type { Auth } from "../auth/auth.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { requireUser } from "./require-user.ts";
import { validate } from "./validate.ts";
import {
  createWatermarkTemplate,
  deleteWatermarkTemplate,
  listWatermarkTemplates,
  updateWatermarkTemplate,
} from "./watermark-templates.ts";

const NOT_FOUND = { error: "not_found", message: "No such watermark template." } as const;
const NAME_TAKEN = {
  error: "name_taken",
  message: "You already have a watermark template with this name. Please choose another name.",
} as const;
const LIMIT_REACHED = {
  error: "limit_reached",
  message: `You can keep up to ${MAX_WATERMARK_TEMPLATES} watermark templates. Delete one to save another.`,
} as const;

export function watermarkTemplateRoutes(auth: Auth, { db }: DatabaseHandle) {
  return new Hono()
    .use("*", requireUser(auth))
    .get("/", async (c) => c.json(await listWatermarkTemplates(db, c.var.user.id)))
    .post("/", validate("json", watermarkTemplateInputSchema), async (c) => {
      const result = await createWatermarkTemplate(db, c.var.user.id, c.req.valid("json"));
      if (result.ok) return c.json(result.template, 201);
      return c.json(result.reason === "limit_reached" ? LIMIT_REACHED : NAME_TAKEN, 409);
    })
    .patch("/:id", validate("json", watermarkTemplateUpdateSchema), async (c) => {
      const result = await updateWatermarkTemplate(db, c.var.user.id, c.req.param("id"), c.req.valid("json"));
      if (result.ok) return c.json(result.template, 200);
      return result.reason === "not_found" ? c.json(NOT_FOUND, 404) : c.json(NAME_TAKEN, 409);
    })
    .delete("/:id", async (c) =>
      (await deleteWatermarkTemplate(db, c.var.user.id, c.req.param("id")))
        ? c.body(null, 204)
        : c.json(NOT_FOUND, 404),
    );
}
