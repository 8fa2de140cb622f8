import type { ChainStep } from "@squish/shared/chain";
import { describe, expect, it } from "vitest";
import { chainJob } from "./chain-job.ts";

const jpeg = { format: "jpeg" } as const;
const flattenWhite = { op: "flatten", background: "#ffffff" } as const;

describe("chainJob", () => {
  it("turns the pixel steps into engine steps, in order", () => {
    const steps: ChainStep[] = [
      { op: "resize", width: 1600, mode: "fit" },
      { op: "rotate", degrees: 90 },
      { op: "crop", ratio: { width: 16, height: 9 }, focus: { x: 0.2, y: 0.3 } },
      { op: "flip", direction: "horizontal" },
      { op: "crop", ratio: { width: 1, height: 1 } },
      { op: "resize", percent: 50, enlarge: true },
    ];
    expect(chainJob(steps, jpeg).steps).toEqual([
      { op: "resize", width: 1600, mode: "fit" },
      { op: "rotate", degrees: 90 },
      { op: "crop", region: { unit: "ratio", width: 16, height: 9, focus: { x: 0.2, y: 0.3 } } },
      { op: "flip", direction: "horizontal" },
      { op: "crop", region: { unit: "ratio", width: 1, height: 1 } },
      { op: "resize", percent: 50, enlarge: true },
    ]);
  });

  it("without Convert or Compress writes the source's format at the source's quality", () => {
    expect(chainJob([{ op: "rotate", degrees: 180 }], jpeg)).toEqual({
      kind: "image",
      steps: [{ op: "rotate", degrees: 180 }],
      output: { format: "same", options: { quality: "source" } },
      measureQuality: true,
    });
  });

  it("encodes once: the last Convert's format and the last Compress's quality win", () => {
    const job = chainJob(
      [
        { op: "convert", format: "png" },
        { op: "compress", quality: 40 },
        { op: "resize", width: 800 },
        { op: "convert", format: "webp" },
        { op: "compress", quality: 72 },
      ],
      jpeg,
    );
    expect(job).toEqual({
      kind: "image",
      steps: [{ op: "resize", width: 800 }],
      output: { format: "webp", options: { quality: 72 } },
      measureQuality: true,
    });
  });

  it("gives each format the converter's quality when there is no Compress", () => {
    const output = (format: "jpeg" | "png" | "webp" | "avif" | "gif" | "auto") =>
      chainJob([{ op: "convert", format }], jpeg).output;
    expect(output("jpeg")).toEqual({ format: "jpeg", options: { quality: 82 } });
    expect(output("webp")).toEqual({ format: "webp", options: { quality: 80 } });
    expect(output("avif")).toEqual({ format: "avif", options: { quality: 55 } });
    expect(output("auto")).toEqual({ format: "auto", options: { quality: 80 } });
    expect(output("png")).toEqual({ format: "png" });
    expect(output("gif")).toEqual({ format: "gif" });
  });

  it("is lossless where the format has it", () => {
    const lossless = (format: "png" | "webp" | "avif") =>
      chainJob(
        [
          { op: "convert", format },
          { op: "compress", quality: 50, lossless: true },
        ],
        jpeg,
      ).output;
    expect(lossless("webp")).toEqual({ format: "webp", options: { lossless: true } });
    expect(lossless("avif")).toEqual({ format: "avif", options: { lossless: true } });
    // The PNG optimizer's lossless level.
    expect(lossless("png")).toEqual({ format: "png", options: { level: 3, interlace: false } });
  });

  it("reads Compress's quality as the PNG quantiser's, on the optimizer's default level", () => {
    expect(chainJob([{ op: "compress", quality: 70 }], { format: "png" }).output).toEqual({
      format: "png",
      options: {
        level: 2,
        interlace: false,
        quantize: { colors: 256, targetQuality: 70, dithering: 1, speed: 4 },
      },
    });
  });

  it("names the source's own format when only Compress is given, so its quality applies", () => {
    expect(chainJob([{ op: "compress", quality: 60 }], jpeg).output).toEqual({
      format: "jpeg",
      options: { quality: 60 },
    });
    expect(chainJob([{ op: "compress", quality: 60, lossless: true }], { format: "webp" }).output).toEqual({
      format: "webp",
      options: { lossless: true },
    });
    // A HEIC becomes a JPEG, as "same format" would make it; unknown sources stay "same".
    expect(chainJob([{ op: "compress", quality: 60 }], { format: "heic" }).output.format).toBe("jpeg");
    expect(chainJob([{ op: "compress", quality: 60 }], {}).output).toEqual({
      format: "same",
      options: { quality: 60 },
    });
  });

  it("fills transparency with white last when the result is a JPEG, as the converter does", () => {
    const job = chainJob(
      [
        { op: "convert", format: "jpeg" },
        { op: "resize", width: 100 },
      ],
      { format: "png" },
    );
    expect(job.steps).toEqual([{ op: "resize", width: 100 }, flattenWhite]);
    expect(chainJob([{ op: "compress", quality: 80 }], jpeg).steps).toEqual([flattenWhite]);
  });

  it("takes the metadata choice of the last Metadata step, stripping by default", () => {
    const keep = chainJob(
      [
        { op: "metadata", keep: false },
        { op: "metadata", keep: true, keepLocation: true },
      ],
      jpeg,
    );
    expect(keep).toMatchObject({ keepMetadata: true, keepLocation: true });
    const strip = chainJob(
      [
        { op: "metadata", keep: true, keepLocation: true },
        { op: "metadata", keep: false, keepLocation: true },
      ],
      jpeg,
    );
    expect(strip).not.toHaveProperty("keepMetadata");
    expect(strip).not.toHaveProperty("keepLocation");
    expect(chainJob([{ op: "metadata", keep: true }], jpeg)).not.toHaveProperty("keepLocation");
  });

  it("keeps an animation animated for GIF, WebP or no Convert, with the Compress's options", () => {
    const gif = { format: "gif", animated: true } as const;
    const resize = { op: "resize", width: 100 } as const;
    expect(chainJob([resize], gif)).toEqual({
      kind: "animation",
      steps: [resize],
      output: { format: "gif", options: { lossy: 0 } },
      measureQuality: true,
    });
    // 95 - lossy / 4 = quality, as the engine pairs a GIF with its WebP.
    expect(chainJob([{ op: "compress", quality: 75 }], gif).output).toEqual({ format: "gif", options: { lossy: 80 } });
    expect(chainJob([{ op: "compress", quality: 10 }], gif).output).toEqual({ format: "gif", options: { lossy: 200 } });
    expect(
      chainJob(
        [
          { op: "convert", format: "webp" },
          { op: "compress", quality: 70 },
        ],
        gif,
      ),
    ).toEqual({
      kind: "animation",
      steps: [],
      output: { format: "webp", options: { quality: 70 } },
      measureQuality: true,
    });
    const webp = { format: "webp", animated: true } as const;
    expect(chainJob([resize], webp).output).toEqual({ format: "webp", options: { quality: 90 } });
    expect(chainJob([{ op: "compress", quality: 70, lossless: true }], webp).output).toEqual({
      format: "webp",
      options: { lossless: true },
    });
    expect(chainJob([{ op: "convert", format: "gif" }], webp).output).toEqual({ format: "gif", options: { lossy: 0 } });
  });

  it("takes an animation's first frame for a format that holds one picture", () => {
    const job = chainJob([{ op: "convert", format: "avif" }], { format: "gif", animated: true });
    expect(job).toMatchObject({ kind: "image", steps: [], output: { format: "avif" }, firstFrame: true });
    // PNG holds frames too, as an APNG.
    expect(chainJob([{ op: "convert", format: "png" }], { format: "gif", animated: true })).toMatchObject({
      kind: "animation",
      output: { format: "png" },
    });
    // A still GIF is a picture like any other.
    expect(chainJob([{ op: "resize", width: 10 }], { format: "gif", animated: false }).kind).toBe("image");
  });

  it("keeps an APNG animated with no Convert or a Convert to PNG, lossless unless a Compress is lossy", () => {
    const apng = { format: "png", animated: true } as const;
    const resize = { op: "resize", width: 10 } as const;
    expect(chainJob([resize], apng)).toMatchObject({ kind: "animation", output: { format: "png" } });
    expect(chainJob([resize], apng).output.options).not.toHaveProperty("quantize");
    const lossy = chainJob(
      [
        { op: "convert", format: "png" },
        { op: "compress", quality: 70, lossless: false },
      ],
      apng,
    );
    expect(lossy).toMatchObject({ kind: "animation", output: { format: "png" } });
    expect(lossy.output.options).toHaveProperty("quantize");
    expect(chainJob([{ op: "convert", format: "webp" }], apng)).toMatchObject({
      kind: "animation",
      output: { format: "webp" },
    });
  });
});
