/**
 * Saved settings: named JSON a signed-in person keeps on the server, such as workspace chains
 * ("chain presets", chain.ts) and watermark templates (watermark-templates.ts). Every kind follows
 * the same rules, so they are written once here and the server (one table, one data module, one
 * route factory) and the web app (one hook) serve any kind from its entry: owner-scoped, at most
 * `max` per person, names unique per person and kind whatever their case. Adding a kind is one
 * `defineSavedSettingsKind` call beside its settings schema, plus mounting its routes (decision 43).
 */
import { z } from "zod";

/** A kind's name rule: trimmed, 1 to 60 characters, with messages that say what is named. */
export function savedSettingsNameSchema(word: string) {
  return z.string().trim().min(1, `Give the ${word} a name`).max(60, `A ${word} name may be at most 60 characters`);
}

type NameSchema = ReturnType<typeof savedSettingsNameSchema>;

/**
 * What makes two names the same for one person: case and Unicode spelling aside, so "Logo" and
 * "logo" cannot both be saved. Names are trimmed by the schemas before they get here.
 */
export function savedSettingsNameKey(name: string): string {
  return name.normalize("NFC").toLowerCase();
}

export interface SavedSettingsSpec<Path extends string, Field extends string, Settings extends z.ZodType> {
  /** Stored with every row: never renamed once people have saved some (it would need a migration). */
  kind: string;
  /** The API's path segment, `/api/<path>`, and the web app's cache key for the list. */
  path: Path;
  /** The settings' field in requests and answers: `steps` for a chain, `settings` for a template. */
  field: Field;
  /** What is saved; validated on every write, so it reads back as it was saved. */
  settings: Settings;
  /** The name rule (`savedSettingsNameSchema`), kept as a schema so another format may share it. */
  name: NameSchema;
  /** How many one person may keep. */
  max: number;
  /** How the server's answers name one and several of them: "saved chain", "saved chains". */
  noun: { one: string; many: string };
}

type InputShape<Field extends string, Settings extends z.ZodType> = { name: NameSchema } & {
  [K in Field]: Settings;
};
type UpdateShape<Field extends string, Settings extends z.ZodType> = { name: z.ZodOptional<NameSchema> } & {
  [K in Field]: z.ZodOptional<Settings>;
};

export interface SavedSettingsKind<
  Path extends string,
  Field extends string,
  Settings extends z.ZodType,
> extends SavedSettingsSpec<Path, Field, Settings> {
  /** A new item: a name and the settings, nothing else (an id or owner in the body is refused). */
  input: z.ZodObject<InputShape<Field, Settings>, z.core.$strict>;
  /** A rename, new settings, or both; never neither. */
  update: z.ZodObject<UpdateShape<Field, Settings>, z.core.$strict>;
}

// The `any`s let one function take every kind; each kind's own types come from its entry.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySavedSettingsKind = SavedSettingsKind<string, string, any>;

/** One saved item as the API answers it, with the kind's own settings field. */
export type SavedSettingsItem<Kind extends AnySavedSettingsKind> = {
  id: string;
  name: string;
  created_at: string;
  updated_at: string;
} & { [K in Kind["field"]]: z.output<Kind["settings"]> };

export type SavedSettingsInput<Kind extends AnySavedSettingsKind> = z.output<Kind["input"]>;
export type SavedSettingsUpdate<Kind extends AnySavedSettingsKind> = z.output<Kind["update"]>;

export function defineSavedSettingsKind<Path extends string, Field extends string, Settings extends z.ZodType>(
  spec: SavedSettingsSpec<Path, Field, Settings>,
): SavedSettingsKind<Path, Field, Settings> {
  const input = { name: spec.name, [spec.field]: spec.settings } as InputShape<Field, Settings>;
  const update = { name: spec.name.optional(), [spec.field]: spec.settings.optional() } as UpdateShape<Field, Settings>;
  return {
    ...spec,
    input: z.object(input).strict(),
    update: z
      .object(update)
      .strict()
      .refine((u) => Object.values(u).some((value) => value !== undefined), {
        message: `Nothing to change: send a new name, new ${spec.field} or both`,
      }),
  };
}
