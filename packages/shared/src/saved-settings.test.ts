import { describe, expect, it } from "vitest";
import { z } from "zod";
import { chainPresetKind, MAX_CHAIN_PRESETS } from "./chain.ts";
import { defineSavedSettingsKind, savedSettingsNameKey, savedSettingsNameSchema } from "./saved-settings.ts";
import { MAX_WATERMARK_TEMPLATES, watermarkTemplateKind } from "./watermark-templates.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const colourKind = defineSavedSettingsKind({
  kind: "colour",
  path: "colours",
  field: "colour",
  settings: z.object({ hex: z.string() }).strict(),
  name: savedSettingsNameSchema("colour"),
  max: 5,
  noun: { one: "saved colour", many: "saved colours" },
});

describe("a saved settings kind", () => {
  it("takes a name and its own settings field, and nothing else", () => {
    expect(colourKind.input.parse({ name: "  Brand  ", colour: { hex: "#123456" } })).toEqual({
      name: "Brand",
      colour: { hex: "#123456" },
    });
    expect(colourKind.input.safeParse({ name: "Brand" }).success).toBe(false);
    expect(colourKind.input.safeParse({ name: "Brand", colour: { hex: "#1" }, id: "x" }).success).toBe(false);
    expect(colourKind.input.safeParse({ name: "Brand", settings: { hex: "#1" } }).success).toBe(false);
  });

  it("names what it refuses in the kind's own words", () => {
    expect(firstMessage(colourKind.input.safeParse({ name: " ", colour: { hex: "#1" } }))).toBe(
      "Give the colour a name",
    );
    expect(firstMessage(colourKind.input.safeParse({ name: "n".repeat(61), colour: { hex: "#1" } }))).toBe(
      "A colour name may be at most 60 characters",
    );
    expect(firstMessage(colourKind.update.safeParse({}))).toBe(
      "Nothing to change: send a new name, new colour or both",
    );
  });

  it("updates a name, the settings or both, to exactly what was sent", () => {
    expect(colourKind.update.parse({ name: "New" })).toEqual({ name: "New" });
    expect(colourKind.update.parse({ colour: { hex: "#1" } })).toEqual({ colour: { hex: "#1" } });
    expect(colourKind.update.safeParse({ name: "New", kind: "other" }).success).toBe(false);
  });

  it("treats names that differ only in case or Unicode spelling as the same", () => {
    expect(savedSettingsNameKey("Web")).toBe(savedSettingsNameKey("WEB"));
    expect(savedSettingsNameKey("Cafe\u0301")).toBe(savedSettingsNameKey("Café"));
  });
});

describe("the kinds people have saved", () => {
  // `kind` is stored with every row (migration 0015 copied the old tables under these): changing
  // one would hide everyone's saved items of that kind.
  it.each([
    ["chain-preset", chainPresetKind, "chain-presets", "steps", MAX_CHAIN_PRESETS],
    ["watermark-template", watermarkTemplateKind, "watermark-templates", "settings", MAX_WATERMARK_TEMPLATES],
  ] as const)("keeps %s under its stored kind, path, field and cap", (kind, entry, path, field, max) => {
    expect([entry.kind, entry.path, entry.field, entry.max]).toEqual([kind, path, field, max]);
    expect(max).toBe(50);
  });
});
