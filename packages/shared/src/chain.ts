/**
 * A workspace chain: an ordered list of steps run over every image of a batch, such as "resize to
 * 1600 wide, watermark, convert to WebP at 80, rename to {name}-{width}w". Plain JSON, validated
 * here, so the same chain is built in /workspace, saved as a named preset (in the browser for
 * guests, on the server for signed-in people), exported and imported as a file, carried by a share
 * link, and run by `squish run CHAIN.json`. A chain never holds a picture: a watermark in a chain is
 * text (a logo stays on the device it was chosen on).
 *
 * The engine turns a chain into one job (packages/engine/src/chain/): the pixel steps run in order,
 * and the image is encoded once at the end, with the format of the last Convert, the quality of
 * the last Compress and the metadata choice of the last Metadata step, so a chain never loses
 * quality twice.
 */
import { z } from "zod";
import {
  defineSavedSettingsKind,
  savedSettingsNameKey,
  savedSettingsNameSchema,
  type SavedSettingsItem,
} from "./saved-settings.ts";
import { compressFields } from "./steps/compress-fields.ts";
import { cropFields } from "./steps/crop-fields.ts";
import { CONVERT_TARGETS } from "./steps/output.ts";
import { resizeFields, resizeNeedsASize } from "./steps/resize-fields.ts";
import { flipDirectionSchema, turnDegreesSchema } from "./steps/turn-fields.ts";
import { textWatermarkSchema } from "./steps/watermark-fields.ts";

/** The most steps in one chain: far more than any real recipe, and a bound on a shared link's size. */
export const MAX_CHAIN_STEPS = 20;
/** How many presets one signed-in person may keep on the server (guests: the browser's storage). */
export const MAX_CHAIN_PRESETS = 50;

export const CHAIN_STEP_OPS = [
  "resize",
  "crop",
  "rotate",
  "flip",
  "watermark",
  "convert",
  "compress",
  "metadata",
  "rename",
] as const;
export type ChainStepOp = (typeof CHAIN_STEP_OPS)[number];

/** A Convert step's formats: the output kit's conversion targets (steps/output.ts). */
export const CHAIN_FORMATS = CONVERT_TARGETS;
export type ChainFormat = (typeof CHAIN_FORMATS)[number];

/** The words a rename pattern may use; anything else in braces is refused. */
export const RENAME_TOKENS = ["name", "width", "height", "format", "n"] as const;

/** A resize holds the resize kit's settings (steps/resize.ts). */
export const resizeChainStepSchema = z
  .object({ op: z.literal("resize"), ...resizeFields })
  .strict()
  .refine(resizeNeedsASize.check, { message: resizeNeedsASize.message });

/** A crop holds the crop kit's settings (steps/crop.ts): a ratio around a focus. */
export const cropChainStepSchema = z.object({ op: z.literal("crop"), ...cropFields }).strict();

/** A rotate and a flip hold the turn kit's settings (steps/turn.ts). */
export const rotateChainStepSchema = z.object({ op: z.literal("rotate"), degrees: turnDegreesSchema }).strict();

export const flipChainStepSchema = z.object({ op: z.literal("flip"), direction: flipDirectionSchema }).strict();

/** A text watermark with the watermark kit's settings (steps/watermark.ts; a saved template's too). */
export const watermarkChainStepSchema = z
  .object({ op: z.literal("watermark"), settings: textWatermarkSchema })
  .strict();

export const convertChainStepSchema = z
  .object({
    op: z.literal("convert"),
    format: z.enum(CHAIN_FORMATS, { error: `The format must be one of ${CHAIN_FORMATS.join(", ")}` }),
  })
  .strict();

/** A Compress holds the compress kit's settings (steps/compress.ts): a quality, or lossless. */
export const compressChainStepSchema = z.object({ op: z.literal("compress"), ...compressFields }).strict();

export const metadataChainStepSchema = z
  .object({
    op: z.literal("metadata"),
    /** Keep camera, date and other EXIF data (removed when false, the default without this step). */
    keep: z.boolean(),
    /** With keep: keep the GPS location too. */
    keepLocation: z.boolean().optional(),
  })
  .strict();

const tokenPattern = /\{([^}]*)\}/g;

export const renameChainStepSchema = z
  .object({
    op: z.literal("rename"),
    /** Such as `{name}-{width}w`; the extension is added from the output format. */
    pattern: z
      .string()
      .trim()
      .min(1, "Write a name pattern, such as {name}-{width}w")
      .max(120, "A name pattern may be at most 120 characters")
      .refine((p) => !/[/\\]/.test(p), "A name pattern cannot contain / or \\")
      .refine(
        (p) => [...p.matchAll(tokenPattern)].every((m) => (RENAME_TOKENS as readonly string[]).includes(m[1] ?? "")),
        `A name pattern may use ${RENAME_TOKENS.map((t) => `{${t}}`).join(", ")}`,
      ),
  })
  .strict();

export const chainStepSchema = z.discriminatedUnion("op", [
  resizeChainStepSchema,
  cropChainStepSchema,
  rotateChainStepSchema,
  flipChainStepSchema,
  watermarkChainStepSchema,
  convertChainStepSchema,
  compressChainStepSchema,
  metadataChainStepSchema,
  renameChainStepSchema,
]);

export const chainStepsSchema = z
  .array(chainStepSchema)
  .min(1, "A chain needs at least one step")
  .max(MAX_CHAIN_STEPS, `A chain may have at most ${MAX_CHAIN_STEPS} steps`);

export const chainNameSchema = savedSettingsNameSchema("chain");

/** An exported chain file (and a share link's content): marked, versioned, named. */
export const chainFileSchema = z
  .object({
    squish: z.literal("chain", { error: "This is not a Squish chain file" }),
    version: z.literal(1, { error: "This chain file's version is not one this Squish reads (version 1)" }),
    name: chainNameSchema,
    steps: chainStepsSchema,
  })
  .strict();

export type ChainStep = z.infer<typeof chainStepSchema>;
export type ChainFile = z.infer<typeof chainFileSchema>;

/**
 * Chains a signed-in person saves on the server ("chain presets", /api/chain-presets): one saved
 * settings kind (saved-settings.ts). Guests keep theirs in the browser, under the same rules.
 */
export const chainPresetKind = defineSavedSettingsKind({
  kind: "chain-preset",
  path: "chain-presets",
  field: "steps",
  settings: chainStepsSchema,
  name: chainNameSchema,
  max: MAX_CHAIN_PRESETS,
  noun: { one: "saved chain", many: "saved chains" },
});

/** A rename, new steps, or both. */
export const chainPresetUpdateSchema = chainPresetKind.update;

export type ChainPreset = SavedSettingsItem<typeof chainPresetKind>;

/** What makes two preset names the same for one person (case and Unicode spelling aside). */
export const chainPresetNameKey = savedSettingsNameKey;

/** Reads an exported chain file's text: the chain, or the first reason it is not one. */
export function parseChainFile(text: string): { ok: true; chain: ChainFile } | { ok: false; error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: "This file is not JSON, so it is not a Squish chain file" };
  }
  const parsed = chainFileSchema.safeParse(data);
  if (parsed.success) return { ok: true, chain: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (at ${issue.path.join(".")})` : "";
  return { ok: false, error: `${issue?.message ?? "Not a Squish chain file"}${where}` };
}

/** The output name from a rename pattern; unsafe characters become "_" and an empty result the source name. */
export function applyRenamePattern(
  pattern: string,
  values: { name: string; width: number; height: number; format: string; n: number },
): string {
  const filled = pattern.replace(tokenPattern, (_, token: string) => {
    // Only the pattern's own words: "{constructor}" must not reach Object's prototype.
    if (!Object.hasOwn(values, token)) return "";
    return String(values[token as keyof typeof values]);
  });
  const safe = [...filled]
    .map((ch) => (ch.charCodeAt(0) < 32 || '/\\:*?"<>|'.includes(ch) ? "_" : ch))
    .join("")
    .trim();
  return safe.length > 0 ? safe : values.name;
}
