import { describe, expect, it } from "vitest";
import { acceptsFile } from "./framework/intake.ts";
import { jpegCompressor } from "./jpeg-compress/definition.ts";
import { initialJpegSettings, jpegRecipe } from "./jpeg-compress/jpeg-settings.ts";
import { pngOptimizer } from "./png-optimizer/definition.ts";
import { initialPngSettings, pngRecipe } from "./png-optimizer/png-settings.ts";

describe("JPEG compressor recipe", () => {
  it("gives guests quality 75, a 2048 px box and JPEG out", () => {
    const settings = initialJpegSettings(null);
    expect(settings).toEqual({ quality: 75, maxDimension: 2048, output: "jpeg" });
    expect(jpegRecipe(settings, {})).toEqual({
      kind: "image",
      steps: [{ op: "resize", width: 2048, height: 2048, mode: "fit", even: true }],
      output: { format: "jpeg", options: { quality: 75 } },
      measureQuality: true,
    });
  });

  it("follows a signed-in person's defaults, within the slider's 10 to 95", () => {
    expect(initialJpegSettings({ defaultQuality: 80, defaultFormat: "webp" })).toMatchObject({
      quality: 80,
      output: "webp",
    });
    expect(initialJpegSettings({ defaultQuality: 100, defaultFormat: "original" })).toMatchObject({
      quality: 95,
      output: "jpeg",
    });
  });

  it("lets a card's own quality (up to 100) win over the panel's", () => {
    expect(jpegRecipe(initialJpegSettings(null), { quality: 100 }).output.options).toEqual({ quality: 100 });
  });
});

describe("PNG optimizer recipe", () => {
  it("is lossless at Low and quantises at the higher levels", () => {
    const settings = initialPngSettings();
    const low = pngRecipe({ ...settings, level: "lossless" }, {});
    expect(low).toMatchObject({ output: { format: "png" }, measureQuality: false });
    expect(low.output.options).not.toHaveProperty("quantize");
    const ultra = pngRecipe(settings, { level: "ultra" });
    expect(ultra.output.options).toHaveProperty("quantize");
    expect(ultra.measureQuality).toBe(true);
  });

  it("maps the options to the engine: metadata, transparency, colour depth", () => {
    const spec = pngRecipe(
      { ...initialPngSettings(), removeMetadata: false, preserveTransparency: false, colorDepth: 32 },
      {},
    );
    expect(spec).toMatchObject({ keepMetadata: true, steps: [{ op: "flatten", background: "#ffffff" }] });
    expect((spec.output.options as { quantize: { colors: number } }).quantize.colors).toBe(32);
  });
});

describe("accepted files", () => {
  const file = (name: string, type: string) => ({ name, type });
  it("takes only JPEGs on the JPEG page", () => {
    expect(acceptsFile(jpegCompressor, file("a.JPG", "image/jpeg"))).toBe(true);
    expect(acceptsFile(jpegCompressor, file("a.jpeg", ""))).toBe(true);
    expect(acceptsFile(jpegCompressor, file("a.png", "image/png"))).toBe(false);
  });

  it("wants both the PNG type and the .png extension on the PNG page; nameless pasted files go by type", () => {
    expect(acceptsFile(pngOptimizer, file("a.png", "image/png"))).toBe(true);
    expect(acceptsFile(pngOptimizer, file("a.jpg", "image/png"))).toBe(false);
    expect(acceptsFile(pngOptimizer, file("a.png", "image/jpeg"))).toBe(false);
    expect(acceptsFile(pngOptimizer, file("", "image/png"))).toBe(true);
  });
});
