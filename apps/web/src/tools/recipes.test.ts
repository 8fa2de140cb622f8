import { describe, expect, it } from "vitest";
import { acceptsFile } from "./framework/intake.ts";
import { jpegCompressor } from "./jpeg-compress/definition.ts";
import { initialJpegSettings, jpegRecipe } from "./jpeg-compress/jpeg-settings.ts";
import { pngOptimizer } from "./png-optimizer/definition.ts";
import { initialPngSettings, pngRecipe } from "./png-optimizer/png-settings.ts";
import { bulkCompressor } from "./bulk-compress/definition.ts";
import { bulkRecipe, initialBulkSettings } from "./bulk-compress/bulk-settings.ts";
import { formatConverter } from "./format-converter/definition.ts";
import { converterRecipe, initialConverterSettings } from "./format-converter/converter-settings.ts";

describe("JPEG compressor recipe", () => {
  it("gives guests Smart quality (Balanced), a 2048 px box and JPEG out; the slider's 75 when Smart is off", () => {
    const settings = initialJpegSettings(null);
    expect(settings).toEqual({ quality: 75, smart: "balanced", maxDimension: 2048, output: "jpeg" });
    expect(jpegRecipe(settings, {})).toEqual({
      kind: "image",
      steps: [{ op: "resize", width: 2048, height: 2048, mode: "fit", even: true }],
      output: { format: "jpeg", options: { quality: 75 } },
      measureQuality: true,
      smart: "balanced",
    });
    expect(jpegRecipe({ ...settings, smart: null }, {})).not.toHaveProperty("smart");
  });

  it("follows a signed-in person's defaults, within the slider's 10 to 95", () => {
    // A saved quality is a fixed choice: Smart stays off for them.
    expect(initialJpegSettings({ defaultQuality: 80, defaultFormat: "webp" })).toMatchObject({
      quality: 80,
      smart: null,
      output: "webp",
    });
    expect(initialJpegSettings({ defaultQuality: 100, defaultFormat: "original" })).toMatchObject({
      quality: 95,
      output: "jpeg",
    });
  });

  it("lets a card's own quality (up to 100) win over the panel's, Smart too", () => {
    const job = jpegRecipe(initialJpegSettings(null), { quality: 100 });
    expect(job.output.options).toEqual({ quality: 100 });
    expect(job).not.toHaveProperty("smart");
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

describe("animated PNG (APNG)", () => {
  it("goes through the PNG optimizer as an animation with the level's PNG options", () => {
    const still = pngRecipe(initialPngSettings(), {});
    const animated = pngRecipe(initialPngSettings(), {}, { animated: true });
    expect(animated).toMatchObject({ kind: "animation", output: { format: "png", options: still.output.options } });
    expect(
      pngRecipe(initialPngSettings(), { level: "lossless" }, { animated: true }).output.options,
    ).not.toHaveProperty("quantize");
  });

  it("stays animated in the bulk compressor; the converter leaves it to the engine's rule", () => {
    const apng = { name: "a.apng", size: 1, format: "png" as const, animated: true };
    expect(bulkRecipe(initialBulkSettings(), {}, apng)).toMatchObject({ kind: "animation", output: { format: "png" } });
    const converter = initialConverterSettings(null);
    // The engine keeps the frames wherever the output holds them (kept-animation.test.ts runs these
    // jobs); a still-only format takes the first frame (the panel says so).
    for (const format of ["gif", "webp", "png", "jpeg"] as const) {
      expect(converterRecipe(converter, { format }, apng)).toMatchObject({
        kind: "image",
        output: { format },
        firstFrame: true,
      });
    }
    // An animated AVIF is never flattened: without the first-frame request, the engine refuses it.
    const avis = { ...apng, name: "a.avif", format: "avif" as const };
    expect(converterRecipe(converter, { format: "webp" }, avis)).toMatchObject({ kind: "image", firstFrame: false });
  });

  it("is accepted as .apng and image/apng by the PNG optimizer, the bulk compressor and the any-image tools", () => {
    for (const definition of [pngOptimizer, bulkCompressor, formatConverter]) {
      expect(acceptsFile(definition, { name: "spin.apng", type: "image/apng" })).toBe(true);
      expect(acceptsFile(definition, { name: "spin.apng", type: "" })).toBe(true);
      expect(acceptsFile(definition, { name: "spin.png", type: "image/apng" })).toBe(true);
    }
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

describe("the edit tools' recipes (review fixes)", () => {
  it("keeps a preset's exact size for JPEG output: no even rounding in the resizer", async () => {
    const { initialResizerSettings, resizerRecipe } = await import("./image-resizer/resizer-settings.ts");
    const settings = initialResizerSettings();
    const job = resizerRecipe(
      { ...settings, resize: { ...settings.resize, by: "preset", preset: "facebook-cover" } },
      {},
    );
    expect(job.steps[0]).toMatchObject({ op: "resize", width: 851, height: 315 });
    expect(job.steps[0]).not.toHaveProperty("even");
  });

  it("refuses an empty size instead of making a 1-pixel picture", async () => {
    const { initialResizerSettings, resizerRecipe } = await import("./image-resizer/resizer-settings.ts");
    const { imageResizer } = await import("./image-resizer/definition.ts");
    const settings = initialResizerSettings();
    const empty = { ...settings, resize: { ...settings.resize, width: "" as const, height: "" as const } };
    expect(() => resizerRecipe(empty, {})).toThrow("Enter a width or a height first.");
    expect(imageResizer.blocked?.(empty)).toBe("Enter a width or a height first.");
  });

  it("never stamps the default text when the logo mode has no logo", async () => {
    const { initialWatermarkSettings, watermarkRecipe } = await import("./watermark-tool/watermark-settings.ts");
    const { watermarkTool } = await import("./watermark-tool/definition.ts");
    const settings = initialWatermarkSettings();
    const logoless = { ...settings, mark: { ...settings.mark, kind: "image" as const, logo: null } };
    expect(() => watermarkRecipe(logoless)).toThrow("Choose a logo first.");
    expect(watermarkTool.blocked?.(logoless)).toBe("Choose a logo first.");
    expect(watermarkTool.blocked?.({ ...settings, mark: { ...settings.mark, text: "  " } })).toBe(
      "Type the watermark text first.",
    );
  });

  it("fills transparency with the chosen colour wherever the output is JPEG", async () => {
    const { initialCropperSettings, cropperRecipe } = await import("./image-cropper/cropper-settings.ts");
    const { initialResizerSettings, resizerRecipe } = await import("./image-resizer/resizer-settings.ts");
    const jpegRed = { format: "jpeg" as const, quality: 80, background: "#ff0000" };
    const crop = cropperRecipe({ ...initialCropperSettings(), output: jpegRed }, {});
    const resize = resizerRecipe({ ...initialResizerSettings(), output: jpegRed }, {});
    for (const job of [crop, resize]) expect(job.steps.at(-1)).toEqual({ op: "flatten", background: "#ff0000" });
  });

  it("gives a converted file the page's quality when its own format is the page's", async () => {
    const { converterRecipe, initialConverterSettings } = await import("./format-converter/converter-settings.ts");
    const settings = { output: { ...initialConverterSettings(null).output, format: "webp" as const, quality: 40 } };
    expect(converterRecipe(settings, { format: "webp" }).output).toEqual({ format: "webp", options: { quality: 40 } });
    expect(converterRecipe(settings, { format: "avif" }).output).toEqual({ format: "avif", options: { quality: 55 } });
  });
});
