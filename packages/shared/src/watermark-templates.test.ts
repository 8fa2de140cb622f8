import { describe, expect, it } from "vitest";
import {
  watermarkTemplateInputSchema,
  watermarkTemplateNameKey,
  watermarkTemplateSettingsSchema,
  watermarkTemplateUpdateSchema,
  type WatermarkTemplateSettings,
} from "./watermark-templates.ts";

const settings: WatermarkTemplateSettings = {
  text: "© Ada Lovelace",
  font: "serif",
  size: 8.5,
  color: "#FFFFFF",
  opacity: 60,
  rotation: -45,
  outline: true,
  outlineColor: "#000000",
  shadow: false,
  position: "bottom-right",
  x: 0.5,
  y: 0.5,
  margin: 3,
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("watermark template rules shared by the server and the web app", () => {
  it("accepts a full set of settings and gives them back unchanged", () => {
    expect(watermarkTemplateSettingsSchema.parse(settings)).toEqual(settings);
  });

  it("trims the text and the name", () => {
    const parsed = watermarkTemplateInputSchema.parse({ name: "  Photos  ", settings: { ...settings, text: " A " } });
    expect(parsed.name).toBe("Photos");
    expect(parsed.settings.text).toBe("A");
  });

  it.each([
    ["empty text", { text: "   " }],
    ["text over 200 characters", { text: "x".repeat(201) }],
    ["an unknown font", { font: "comic" }],
    ["a size under 1", { size: 0.5 }],
    ["a size over 50", { size: 51 }],
    ["a colour name", { color: "white" }],
    ["a short colour", { color: "#fff" }],
    ["a colour that is not hex", { color: "#gggggg" }],
    ["a bad outline colour", { outlineColor: "rgb(0,0,0)" }],
    ["opacity over 100", { opacity: 101 }],
    ["negative opacity", { opacity: -1 }],
    ["rotation past 180", { rotation: 181 }],
    ["rotation past -180", { rotation: -181 }],
    ["outline as text", { outline: "yes" }],
    ["shadow as a number", { shadow: 1 }],
    ["an unknown position", { position: "middle" }],
    ["x over 1", { x: 1.01 }],
    ["negative y", { y: -0.1 }],
    ["a margin over 20", { margin: 21 }],
    ["an infinite size", { size: Infinity }],
    ["a size as text", { size: "10" }],
    ["a logo", { logo: "data:image/png;base64,AAAA" }],
  ])("refuses %s", (_, change) => {
    expect(watermarkTemplateSettingsSchema.safeParse({ ...settings, ...change }).success).toBe(false);
  });

  it("accepts the edges of every range", () => {
    for (const change of [
      { size: 1, opacity: 0, rotation: -180, x: 0, y: 0, margin: 0 },
      { size: 50, opacity: 100, rotation: 180, x: 1, y: 1, margin: 20, text: "x".repeat(200) },
    ]) {
      expect(watermarkTemplateSettingsSchema.safeParse({ ...settings, ...change }).success).toBe(true);
    }
  });

  it("needs every setting", () => {
    const { margin: _, ...withoutMargin } = settings;
    expect(watermarkTemplateSettingsSchema.safeParse(withoutMargin).success).toBe(false);
  });

  it("explains a bad colour or font in a sentence", () => {
    expect(firstMessage(watermarkTemplateSettingsSchema.safeParse({ ...settings, color: "red" }))).toMatch(
      /colour .*#ffffff/,
    );
    expect(firstMessage(watermarkTemplateSettingsSchema.safeParse({ ...settings, font: "comic" }))).toMatch(
      /font must be one of sans, serif, mono, display/,
    );
  });

  it.each([
    ["an empty name", { name: "  ", settings }],
    ["a name over 60 characters", { name: "n".repeat(61), settings }],
    ["no settings", { name: "Photos" }],
    ["an unknown field", { name: "Photos", settings, userId: "someone-else" }],
  ])("refuses a template with %s", (_, body) => {
    expect(watermarkTemplateInputSchema.safeParse(body).success).toBe(false);
  });

  it("updates a name, settings or both, and refuses an update with neither", () => {
    expect(watermarkTemplateUpdateSchema.safeParse({ name: "New" }).success).toBe(true);
    expect(watermarkTemplateUpdateSchema.safeParse({ settings }).success).toBe(true);
    expect(watermarkTemplateUpdateSchema.safeParse({ name: "New", settings }).success).toBe(true);
    expect(firstMessage(watermarkTemplateUpdateSchema.safeParse({}))).toMatch(/Nothing to change/);
    expect(watermarkTemplateUpdateSchema.safeParse({ name: "" }).success).toBe(false);
    expect(watermarkTemplateUpdateSchema.safeParse({ id: "x", name: "New" }).success).toBe(false);
  });

  it("treats names that differ only in case or Unicode spelling as the same", () => {
    expect(watermarkTemplateNameKey("Logo")).toBe(watermarkTemplateNameKey("LOGO"));
    expect(watermarkTemplateNameKey("Cafe\u0301")).toBe(watermarkTemplateNameKey("Café"));
    expect(watermarkTemplateNameKey("Logo")).not.toBe(watermarkTemplateNameKey("Logo 2"));
  });
});
