/**
 * A Compress as a chain step holds it, checked: a quality, or lossless where the format has it.
 * Apart from the kit's values (compress.ts) so that only code that checks chains loads zod.
 */
import { z } from "zod";

/** The fields of a Compress, for schemas that add their own (a chain step's `op`). */
export const compressFields = {
  /** 1 to 100, as in the compressors; PNG reads it as the quantiser's quality. */
  quality: z.number().int().min(1, "The quality must be 1 to 100").max(100, "The quality must be 1 to 100"),
  /** Lossless where the format has it (PNG, WebP, AVIF); quality is then ignored. */
  lossless: z.boolean().optional(),
};

export const compressSettingsSchema = z.object(compressFields).strict();

/** One Compress for whatever format is written: what a chain's Compress step holds. */
export type CompressSettings = z.infer<typeof compressSettingsSchema>;
