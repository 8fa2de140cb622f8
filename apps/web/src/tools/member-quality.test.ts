/**
 * A member's default quality (Settings, Compression): until they choose one every tool starts where
 * it does for a guest; once chosen, every tool with a quality starts there (issue 28, item 6).
 */
import { describe, expect, it } from "vitest";
import type { UserDefaults } from "./framework/tool-definition.ts";
import { initialBulkSettings } from "./bulk-compress/bulk-settings.ts";
import { converterRecipe, initialConverterSettings } from "./format-converter/converter-settings.ts";
import { initialCropperSettings } from "./image-cropper/cropper-settings.ts";
import { initialResizerSettings } from "./image-resizer/resizer-settings.ts";
import { initialJpegSettings } from "./jpeg-compress/jpeg-settings.ts";
import { jpegCompressor } from "./jpeg-compress/definition.ts";
import { webpCompressor } from "./webp-compress/definition.ts";
import { persistQuality } from "./framework/persist-quality.ts";
import { initialPdfSettings } from "./pdf-compress/pdf-settings.ts";
import { startingQuality } from "./steps/output/output-options.ts";
import { initialWatermarkSettings } from "./watermark-tool/watermark-settings.ts";
import { initialWebpSettings } from "./webp-compress/webp-settings.ts";
import { initialWorkspaceSettings } from "./workspace/chain-settings.ts";

const unchosen: UserDefaults = { defaultQuality: null, defaultFormat: "original" };
const chose = (defaultQuality: number): UserDefaults => ({ defaultQuality, defaultFormat: "original" });

describe("a member's default quality", () => {
  it("leaves every tool at its own default until the member chooses one", () => {
    expect(initialJpegSettings(unchosen)).toEqual(initialJpegSettings(null));
    expect(initialWebpSettings(unchosen)).toEqual(initialWebpSettings(null));
    expect(initialConverterSettings(unchosen)).toEqual(initialConverterSettings(null));
    expect(initialResizerSettings(unchosen)).toEqual(initialResizerSettings(null));
    expect(initialCropperSettings(unchosen)).toEqual(initialCropperSettings(null));
    expect(initialWatermarkSettings(unchosen).output).toEqual(initialWatermarkSettings(null).output);
    expect(initialBulkSettings(unchosen)).toEqual(initialBulkSettings(null));
    expect(initialPdfSettings(unchosen)).toEqual(initialPdfSettings(null));
    // Each chain step has an id of its own; the compress step's quality is what matters.
    expect(initialWorkspaceSettings(unchosen).steps[0]).toMatchObject({ op: "compress", quality: 75 });
    expect(initialJpegSettings(unchosen).quality).toBe(75);
  });

  it("once chosen, starts the compressors, the converter and the edit tools' output there", () => {
    expect(initialJpegSettings(chose(60)).quality).toBe(60);
    expect(initialWebpSettings(chose(60)).quality).toBe(60);
    expect(initialConverterSettings(chose(60)).output.quality).toBe(60);
    expect(initialResizerSettings(chose(60)).output.quality).toBe(60);
    expect(initialCropperSettings(chose(60)).output.quality).toBe(60);
    expect(initialWatermarkSettings(chose(60)).output.quality).toBe(60);
  });

  it("gives a converted file's own format the chosen quality too, and PNG none", () => {
    const settings = initialConverterSettings(chose(62));
    expect(converterRecipe(settings, { format: "webp" }).output).toEqual({ format: "webp", options: { quality: 62 } });
    expect(converterRecipe(settings, { format: "avif" }).output).toMatchObject({
      format: "avif",
      options: { quality: 62 },
    });
    expect(startingQuality("png", 62)).toBe(startingQuality("png", null));
  });

  it("saves a fixed quality as the default, and a Smart choice as each tool's own (Smart next time)", () => {
    expect(persistQuality({ quality: 60, smart: null })).toEqual({ key: "defaultQuality", value: 60 });
    expect(persistQuality({ smart: "balanced" })).toEqual({ key: "defaultQuality", value: null });
    expect(persistQuality({ maxDimension: 1024 } as never)).toBeNull();
    expect(jpegCompressor.persist!({ smart: "high" })).toEqual({ key: "defaultQuality", value: null });
    expect(webpCompressor.persist!({ quality: 85, smart: null })).toEqual({ key: "defaultQuality", value: 85 });
    // What a saved null starts as: Smart again.
    expect(initialJpegSettings(unchosen).smart).toBe("balanced");
  });

  it("picks the bulk and PDF levels from it: 50 or less the strongest, 90 or more the lightest", () => {
    expect([50, 70, 90].map((q) => initialBulkSettings(chose(q)).level)).toEqual(["strong", "balanced", "light"]);
    expect([50, 70, 90].map((q) => initialPdfSettings(chose(q)).level)).toEqual(["extreme", "recommended", "light"]);
  });
});
