/**
 * "Auto: smallest" hands back a real file in a format it writes, named after its bytes, and says
 * which candidates met the quality bar (issue 22, items 2 and 3).
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { avifCodec } from "../codecs/avif.ts";
import { jpegCodec } from "../codecs/jpeg.ts";
import { sniffFormat } from "../sniff-format.ts";
import { fixture } from "../test-support/fixtures.ts";
import type { ImageJob, ImageResult } from "./job.ts";
import { runJob } from "./run-job.ts";

const auto = (quality: number): ImageJob => ({
  kind: "image",
  steps: [],
  output: { format: "auto", options: { quality } },
});

/** The result's format, MIME type and extension all say what its bytes are. */
function expectNamedByItsBytes(result: ImageResult) {
  const real = sniffFormat(result.bytes);
  expect(result.format).toBe(real);
  expect(result.mimeType).toBe(`image/${real}`);
  expect(result.extension).toBe(real === "jpeg" ? "jpg" : real);
}

describe("Auto: smallest", () => {
  it("never keeps a HEIC, which is not an output format, even when it is the smallest", async () => {
    const input = fixture("heic/libheif-colors-no-alpha.heic");
    const result = await runJob(input, auto(95));
    expect(result.keptOriginal).toBe(false);
    expect(["jpeg", "webp", "avif", "png"]).toContain(sniffFormat(result.bytes));
    expectNamedByItsBytes(result);
  });

  it("keeps a smaller AVIF original as an AVIF, named .avif", async () => {
    const photo = await jpegCodec.decode(fixture("photo/ianare-Canon_40D-100x68.jpg"));
    const input = await avifCodec.encode(photo, { quality: 20 });
    const result = await runJob(input, auto(95));
    expect(result.keptOriginal).toBe(true);
    expect(result.bytes).toBe(input);
    expectNamedByItsBytes(result);
  });

  it("marks which candidates met the quality bar, and keeps only one of those", async () => {
    const photo = await jpegCodec.decode(fixture("photo/pillow-exif_gps.jpg"));
    const input = await jpegCodec.encode(photo, { quality: 90 });
    const result = await runJob(input, auto(75));
    const candidates = result.candidates ?? [];
    expect(candidates.length).toBeGreaterThanOrEqual(3);
    // The reference (JPEG at the asked quality) sets the bar, so it always meets it.
    expect(candidates[0]).toMatchObject({ format: "jpeg", qualified: true });
    const bar = candidates[0]!.quality - 0.002;
    for (const c of candidates) expect(c.qualified).toBe(c.quality >= bar);
    if (!result.keptOriginal) {
      const kept = candidates.find((c) => c.format === result.format)!;
      expect(kept.qualified).toBe(true);
      expect(kept.size).toBe(Math.min(...candidates.filter((c) => c.qualified).map((c) => c.size)));
    }
  });
});

describe("a kept original whose metadata cannot be stripped losslessly", () => {
  it("is not handed back: an AVIF with a GPS EXIF block comes back re-encoded, without it", async () => {
    const photo = await jpegCodec.decode(fixture("photo/ianare-Canon_40D-100x68.jpg"));
    const plain = await avifCodec.encode(photo, { quality: 20 });
    const input = new Uint8Array(
      await sharp(plain)
        .withExif({
          IFD0: { Make: "Canon", Model: "Canon EOS 40D" },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 0/1" },
        })
        .avif({ quality: 20 })
        .toBuffer(),
    );
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const result = await runJob(input, {
      kind: "image",
      steps: [],
      output: { format: "avif", options: { quality: 95 } },
    });
    expect(result.keptOriginal).toBe(false);
    expect((await sharp(result.bytes).metadata()).exif).toBeUndefined();
    expectNamedByItsBytes(result);
  });
});
