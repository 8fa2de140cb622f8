import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { jpegCodec } from "../codecs/jpeg.ts";
import { pngCodec } from "../codecs/png.ts";
import { webpCodec } from "../codecs/webp.ts";
import { EngineError } from "../errors.ts";
import { hasTransparency } from "../image.ts";
import { fitInside } from "../ops/fit.ts";
import { resize } from "../ops/resize.ts";
import { jpegMetadata } from "../metadata/metadata-report.ts";
import { pngChunks } from "../metadata/png-chunks.ts";
import { ssim } from "../quality/ssim.ts";
import { fixture, gradient } from "../test-support/fixtures.ts";
import type { ImageJob, JobStage } from "./job.ts";
import { runJob } from "./run-job.ts";
import { compressToSize } from "./target-size.ts";

const toJpeg: ImageJob = { kind: "image", steps: [], output: { format: "jpeg" } };
const fitJob = (box: number): ImageJob => ({
  kind: "image",
  steps: [{ op: "resize", width: box, height: box, mode: "fit", even: true }],
  output: { format: "jpeg" },
});

const hasExif = (png: Uint8Array) => [...pngChunks(png)].some((c) => c.type === "eXIf");

describe("runJob", () => {
  it("compresses a photo, reports its stages and a quality score", async () => {
    const input = fixture("photo/recurser-Landscape_1.jpg");
    const stages: JobStage[] = [];
    const result = await runJob(
      input,
      {
        kind: "image",
        steps: [{ op: "resize", width: 1024, height: 1024, mode: "fit", even: true }],
        output: { format: "same", options: { quality: 75 } },
        measureQuality: true,
      },
      { onProgress: (p) => stages.push(p.stage) },
    );
    expect(stages).toEqual(["decode", "resize", "encode", "measure"]);
    expect([result.width, result.height]).toEqual([1024, 682]);
    expect(result.size).toBeLessThan(input.byteLength);
    expect(result.keptOriginal).toBe(false);
    expect(result.score).toBeGreaterThan(70);
    expect(result.score).toBeLessThanOrEqual(100);
  });

  it("keeps the original when re-encoding would not make it smaller (never bigger)", async () => {
    // A photo already compressed hard, then asked for at quality 95.
    const photo = await jpegCodec.decode(fixture("photo/recurser-Landscape_1.jpg"));
    const input = await jpegCodec.encode(photo, { quality: 30 });
    const result = await runJob(input, {
      kind: "image",
      steps: [],
      output: { format: "same", options: { quality: 95 } },
    });
    expect(result.keptOriginal).toBe(true);
    expect(result.bytes).toBe(input);
    expect(result.size).toBe(input.byteLength);
  });

  it("never hands back a bigger file for Auto: the untouched original is a candidate too", async () => {
    // A photo at a third of its size: what Auto weighs does not depend on the size, its AVIF time does.
    const photo = await jpegCodec.decode(fixture("photo/recurser-Landscape_1.jpg"));
    const input = await jpegCodec.encode(await resize(photo, fitInside(photo, { width: 600, height: 600 })), {
      quality: 25,
    });
    const result = await runJob(input, {
      kind: "image",
      steps: [],
      output: { format: "auto", options: { quality: 90 } },
    });
    expect(result.size).toBeLessThanOrEqual(input.byteLength);
    if (result.keptOriginal) expect(result.bytes).toBe(input);
    expect(result.candidates?.length).toBeGreaterThanOrEqual(3);
  });

  it("makes a resized JPEG's sides even and never enlarges", async () => {
    const input = fixture("photo/recurser-Landscape_6.jpg"); // 1800 x 1200 upright
    const shrunk = await runJob(input, fitJob(1001));
    expect([shrunk.width % 2, shrunk.height % 2]).toEqual([0, 0]);
    const same = await runJob(input, fitJob(4096));
    expect([same.width, same.height]).toEqual([1800, 1200]);
  });

  it("keeps transparency when writing PNG and WebP", async () => {
    const input = fixture("png/pngsuite/basn6a08.png");
    for (const format of ["png", "webp"] as const) {
      const result = await runJob(input, {
        kind: "image",
        steps: [],
        output: format === "webp" ? { format, options: { lossless: true } } : { format },
      });
      const decoded = await (format === "png" ? pngCodec : webpCodec).decode(result.bytes);
      expect([format, hasTransparency(decoded)]).toEqual([format, true]);
    }
  });

  it("flattens transparency onto white when asked", async () => {
    const result = await runJob(fixture("png/pngsuite/basn6a08.png"), {
      kind: "image",
      steps: [{ op: "flatten", background: "#ffffff" }],
      output: { format: "png" },
    });
    expect(hasTransparency(await pngCodec.decode(result.bytes))).toBe(false);
  });

  it("keeps a PNG's text chunks only when metadata is kept", async () => {
    const source = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3a7" } })
      .png({ compressionLevel: 0 })
      .withMetadata()
      .withExif({ IFD0: { ImageDescription: "Squish test" } })
      .toBuffer();
    const input = new Uint8Array(source);
    expect(hasExif(input)).toBe(true);
    const stripped = await runJob(input, { kind: "image", steps: [], output: { format: "png" } });
    expect(hasExif(stripped.bytes)).toBe(false);
    const kept = await runJob(input, {
      kind: "image",
      steps: [],
      output: { format: "png" },
      keepMetadata: true,
      keepLocation: true,
    });
    expect(hasExif(kept.bytes)).toBe(true);
    expect(kept.size).toBeLessThan(input.byteLength);
    expect(kept.metadataRemoved.comment).toBe(false);
  });

  it("removes the GPS location and says so", async () => {
    const result = await runJob(fixture("photo/pillow-exif_gps.jpg"), {
      kind: "image",
      steps: [],
      output: { format: "jpeg", options: { quality: 60 } },
    });
    expect(result.metadataRemoved.gps).toBe(true);
    expect(jpegMetadata(result.bytes).gps).toBe(false);
  });

  it("stops when cancelled", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      runJob(fixture("photo/recurser-Landscape_1.jpg"), toJpeg, { signal: controller.signal }),
    ).rejects.toThrow(expect.objectContaining({ code: "cancelled" }));
  });

  it("fails a damaged file alone, with a sentence", async () => {
    const error = await runJob(fixture("malformed/pillow-truncated_jpeg.jpg"), toJpeg).catch((e: unknown) => e);
    if (error instanceof Error) {
      expect(error).toBeInstanceOf(EngineError);
      expect(error.message).toMatch(/^This JPEG file/);
    }
  });
});

describe("quality score", () => {
  it("is 1 for identical pixels and falls as quality falls", async () => {
    const image = await jpegCodec.decode(fixture("photo/recurser-Landscape_1.jpg"));
    expect(ssim(image, image)).toBeCloseTo(1, 6);
    const high = ssim(image, await jpegCodec.decode(await jpegCodec.encode(image, { quality: 90 })));
    const low = ssim(image, await jpegCodec.decode(await jpegCodec.encode(image, { quality: 10 })));
    expect(high).toBeGreaterThan(low);
    expect(high).toBeGreaterThan(0.95);
  });
});

describe("compressToSize", () => {
  it("finds the highest quality that fits", async () => {
    const image = await jpegCodec.decode(fixture("photo/recurser-Landscape_1.jpg"));
    const target = 60 * 1024;
    const result = await compressToSize(image, jpegCodec, target);
    expect(result.fits).toBe(true);
    expect(result.bytes.byteLength).toBeLessThanOrEqual(target);
    const oneStepUp = await jpegCodec.encode(image, { quality: result.quality + 1 });
    if (result.quality < 95) expect(oneStepUp.byteLength).toBeGreaterThan(target);
  });

  it("takes fewer encodes than bisection's eight (quality 10, then seven halvings up to 95)", async () => {
    const image = await jpegCodec.decode(fixture("photo/recurser-Landscape_1.jpg"));
    const counts = [];
    for (const kb of [40, 60, 100, 200, 300]) {
      const result = await compressToSize(image, jpegCodec, kb * 1024);
      expect(result.fits).toBe(true);
      counts.push(result.encodes);
    }
    expect(Math.max(...counts)).toBeLessThanOrEqual(8);
    expect(counts.reduce((a, b) => a + b) / counts.length).toBeLessThan(7);
  });

  it("takes one encode when the asked quality already fits", async () => {
    const image = await jpegCodec.decode(fixture("photo/recurser-Landscape_1.jpg"));
    const result = await compressToSize(image, jpegCodec, 10 * 1024 * 1024, { min: 10, max: 80 });
    expect(result).toMatchObject({ fits: true, quality: 80, encodes: 1 });
  });

  it("says so when even the lowest quality does not fit", async () => {
    const image = gradient(800, 600);
    const result = await compressToSize(image, jpegCodec, 1024);
    expect(result.fits).toBe(false);
    expect(result.quality).toBe(10);
    expect(result.message).toMatch(/^Even at quality 10 this image is \d+ KB, above the 1 KB target\./);
  });
});

describe("CMYK JPEG", () => {
  it("keeps its colours: pixels match a reference decode by libvips", async () => {
    const input = fixture("photo/go-video-001.cmyk.jpeg");
    const ours = await jpegCodec.decode(input);
    const reference = await sharp(input).raw().toBuffer({ resolveWithObject: true });
    expect([ours.width, ours.height]).toEqual([reference.info.width, reference.info.height]);
    let total = 0;
    const samples = 200;
    for (let s = 0; s < samples; s++) {
      const p = Math.floor((s / samples) * ours.width * ours.height);
      for (let c = 0; c < 3; c++)
        total += Math.abs(ours.data[p * 4 + c]! - reference.data[p * reference.info.channels + c]!);
    }
    // libvips converts through the file's colour profile (lcms); we use the Adobe CMYK formula.
    // They agree to within about 3% per channel on average, where a wrong conversion (inverted
    // or channels swapped) is off by 40% or more.
    expect(total / (samples * 3)).toBeLessThan(10);
  });
});
