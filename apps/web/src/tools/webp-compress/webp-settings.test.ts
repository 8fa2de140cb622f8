import { describe, expect, it } from "vitest";
import { acceptsFile } from "../framework/intake.ts";
import { webpCompressor } from "./definition.ts";
import { describeWebp, initialWebpSettings, webpRecipe } from "./webp-settings.ts";

const still = { name: "a.png", size: 10, format: "png" as const, width: 100, height: 80 };
const animated = { name: "a.webp", size: 10, format: "webp" as const, width: 100, height: 80, animated: true };

describe("WebP compressor recipe", () => {
  it("is lossy at quality 80 by default, or the person's saved quality", () => {
    expect(initialWebpSettings(null)).toMatchObject({ mode: "lossy", quality: 80, effort: 4, alphaQuality: 100 });
    expect(initialWebpSettings({ defaultQuality: 60, defaultFormat: "original" }).quality).toBe(60);
  });

  it("starts new visitors on Smart quality (Balanced) for lossy stills; animations, lossless and a card's own quality are fixed", () => {
    const settings = initialWebpSettings(null);
    expect(settings.smart).toBe("balanced");
    expect(initialWebpSettings({ defaultQuality: 60, defaultFormat: "original" }).smart).toBeNull();
    expect(webpRecipe(settings, {}, still)).toMatchObject({ kind: "image", smart: "balanced" });
    expect(webpRecipe(settings, {}, animated)).not.toHaveProperty("smart");
    expect(webpRecipe(settings, { quality: 55 }, still)).not.toHaveProperty("smart");
    expect(webpRecipe({ ...settings, mode: "lossless" }, {}, still)).not.toHaveProperty("smart");
    expect(webpRecipe({ ...settings, smart: null }, {}, still)).not.toHaveProperty("smart");
    expect(describeWebp(settings, {})).toBe("Compressed to WebP (Smart quality (balanced), effort 4)");
    expect(describeWebp(settings, {}, { kind: "animation" })).toBe("Compressed to WebP (quality 80, effort 4)");
  });

  it("turns a still into an image job and an animated WebP into an animation job, with the same options", () => {
    const settings = initialWebpSettings(null);
    expect(webpRecipe(settings, { quality: 55 }, still)).toEqual({
      kind: "image",
      steps: [],
      output: { format: "webp", options: { lossless: false, quality: 55, alphaQuality: 100, method: 4 } },
      measureQuality: true,
    });
    expect(webpRecipe(settings, {}, animated)).toEqual({
      kind: "animation",
      steps: [],
      output: { format: "webp", options: { lossless: false, quality: 80, alphaQuality: 100, method: 4 } },
      measureQuality: true,
    });
  });

  it("lossless and near-lossless ignore the quality; a size limit is a fit resize", () => {
    const settings = { ...initialWebpSettings(null), maxSide: 800, effort: 6 };
    expect(webpRecipe({ ...settings, mode: "lossless" }, { quality: 30 }, still)).toMatchObject({
      steps: [{ op: "resize", width: 800, height: 800, mode: "fit" }],
      output: { options: { lossless: true, method: 6 } },
    });
    expect(webpRecipe({ ...settings, mode: "near-lossless", nearLossless: 40 }, {}, animated).output.options).toEqual({
      lossless: true,
      nearLossless: 40,
      method: 6,
    });
    expect(describeWebp({ ...settings, mode: "near-lossless", nearLossless: 40 }, {})).toBe(
      "Compressed to WebP (near-lossless 40, effort 6)",
    );
  });

  it("takes WebP, JPEG and PNG, by type or by name", () => {
    for (const [name, type] of [
      ["a.webp", "image/webp"],
      ["b.jpg", "image/jpeg"],
      ["c.png", ""],
    ] as const) {
      expect(acceptsFile(webpCompressor, new File([], name, { type }))).toBe(true);
    }
    expect(acceptsFile(webpCompressor, new File([], "d.gif", { type: "image/gif" }))).toBe(false);
  });
});
