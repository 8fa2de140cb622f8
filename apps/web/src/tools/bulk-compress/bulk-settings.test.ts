import { describe, expect, it } from "vitest";
import { gifPreset, pngEncodeOptions } from "@squish/engine";
import { bulkRecipe, describeBulk, formatValues, initialBulkSettings, type BulkSettings } from "./bulk-settings.ts";

const file = (format: string, extra: object = {}) => ({ name: `f.${format}`, size: 1000, format, ...extra }) as never;
const settings = (change: Partial<BulkSettings> = {}): BulkSettings => ({ ...initialBulkSettings(), ...change });

describe("the bulk compressor's recipe", () => {
  it("opens a locked PDF with the password typed for it, and sends no password otherwise", () => {
    expect(bulkRecipe(settings(), { password: "user" }, file("pdf"))).toEqual({
      kind: "document",
      steps: [],
      output: { format: "pdf", options: { level: "recommended", password: "user" } },
    });
    expect(bulkRecipe(settings(), {}, file("pdf")).output.options).toEqual({ level: "recommended" });
  });

  it("sends each format to its own compressor at the level's values", () => {
    const s = settings({ smart: false });
    expect(bulkRecipe(s, {}, file("jpeg"))).toEqual({
      kind: "image",
      steps: [],
      output: { format: "jpeg", options: { quality: 75 } },
      measureQuality: true,
    });
    expect(bulkRecipe(s, {}, file("heic"))).toMatchObject({ output: { format: "jpeg", options: { quality: 75 } } });
    expect(bulkRecipe(s, {}, file("png"))).toMatchObject({
      kind: "image",
      output: { format: "png", options: pngEncodeOptions({ level: "balanced" }) },
    });
    expect(bulkRecipe(s, {}, file("webp"))).toMatchObject({ kind: "image", output: { format: "webp" } });
    expect(bulkRecipe(s, {}, file("webp", { animated: true }))).toMatchObject({
      kind: "animation",
      output: { format: "webp", options: { quality: 75 } },
    });
    expect(bulkRecipe(s, {}, file("avif"))).toMatchObject({ output: { format: "avif", options: { quality: 55 } } });
    expect(bulkRecipe(s, {}, file("gif"))).toEqual({
      kind: "animation",
      steps: [],
      output: { format: "gif", options: gifPreset("balanced") },
      measureQuality: true,
    });
    expect(bulkRecipe(s, {}, file("pdf"))).toEqual({
      kind: "document",
      steps: [],
      output: { format: "pdf", options: { level: "recommended" } },
    });
  });

  it("applies the batch options: largest size, photos to WebP or AVIF, a target size", () => {
    const s = settings({ level: "strong", maxDimension: 1920, photosTo: "avif", targetKb: 200, smart: false });
    expect(bulkRecipe(s, {}, file("jpeg"))).toEqual({
      kind: "image",
      steps: [{ op: "resize", width: 1920, height: 1920, mode: "fit", even: false }],
      output: { format: "avif", options: { quality: 40 } },
      measureQuality: true,
      maxBytes: 200 * 1024,
    });
    expect(bulkRecipe(settings({ photosTo: "webp" }), {}, file("heic"))).toMatchObject({
      output: { format: "webp", options: { quality: 75 } },
    });
    // PNG stays PNG whatever photos become; the fit applies to every picture.
    expect(bulkRecipe(s, {}, file("png"))).toMatchObject({ output: { format: "png" }, steps: [{ op: "resize" }] });
    expect(bulkRecipe(s, {}, file("gif"))).toMatchObject({ kind: "animation", steps: [{ op: "resize", width: 1920 }] });
  });

  it("keeps a person's own value for one format over the level's, Smart or not", () => {
    const s = settings({ level: "light", overrides: { jpeg: 50, pdf: "extreme" } });
    expect(formatValues(s)).toMatchObject({ jpeg: 50, webp: 85, pdf: "extreme", gif: "light" });
    const job = bulkRecipe(s, {}, file("jpeg"));
    expect(job).toMatchObject({ output: { options: { quality: 50 } } });
    expect(job).not.toHaveProperty("smart");
    // WebP has no value of its own here: Smart chooses its quality, aiming at Light's look.
    expect(bulkRecipe(s, {}, file("webp"))).toMatchObject({ smart: "high" });
    expect(describeBulk(s)).toBe("Bulk compressed (Light level, smart quality, own values for some formats)");
  });

  it("starts new visitors on Smart quality for JPEG, WebP and AVIF pictures, aimed at the level, with the size target too", () => {
    const s = settings({ targetKb: 300 });
    expect(s.smart).toBe(true);
    expect(bulkRecipe(s, {}, file("jpeg"))).toMatchObject({ smart: "balanced", maxBytes: 300 * 1024 });
    expect(bulkRecipe(s, {}, file("heic"))).toMatchObject({ smart: "balanced", output: { format: "jpeg" } });
    expect(bulkRecipe(settings({ level: "strong", photosTo: "avif" }), {}, file("jpeg"))).toMatchObject({
      smart: "low",
      output: { format: "avif" },
    });
    expect(bulkRecipe(s, {}, file("avif"))).toMatchObject({ smart: "balanced" });
    for (const other of [file("png"), file("gif"), file("webp", { animated: true }), file("pdf")]) {
      expect(bulkRecipe(s, {}, other)).not.toHaveProperty("smart");
    }
    // A member's saved quality is a fixed choice.
    expect(initialBulkSettings({ defaultQuality: 80, defaultFormat: "original" })).toMatchObject({ smart: false });
  });

  it("lets the engine say what is wrong with a file whose header could not be read", () => {
    expect(bulkRecipe(settings(), {}, { name: "broken.jpg", size: 10 })).toMatchObject({
      kind: "image",
      output: { format: "same" },
    });
  });
});
