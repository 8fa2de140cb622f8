/**
 * A picture turned by its file's metadata (a WebP's EXIF block, a PNG's eXIf chunk, an AVIF's
 * irot and imir) comes out upright, as browsers show it: results drop or reset that metadata, so
 * leaving the pixels as stored would turn the picture sideways.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pngCodec } from "../codecs/png.ts";
import { webpCodec } from "../codecs/webp.ts";
import { createImage, type RgbaImage } from "../image.ts";
import { tiffOrientation } from "../metadata/exif-orientation.ts";
import { heifOrientation } from "../metadata/heif-orientation.ts";
import { insertAfterHeader, pngChunk, pngChunks } from "../metadata/png-chunks.ts";
import { webpChunks, webpFromChunks } from "../metadata/riff-chunks.ts";
import { orientationOnlyTiff } from "../metadata/strip-lossless.ts";
import { applyOrientation } from "../ops/orient.ts";
import { probeImage } from "../probe.ts";
import type { ImageJob, ImageOutput } from "./job.ts";
import { runJob } from "./run-job.ts";

const RED = [255, 0, 0, 255];
const BLUE = [0, 0, 255, 255];

/** 40 x 20, blue, with a red block in the top-left corner: where that corner goes shows the turn. */
function marked(): RgbaImage {
  const image = createImage(40, 20);
  for (let y = 0; y < 20; y++) {
    for (let x = 0; x < 40; x++) image.data.set(x < 10 && y < 5 ? RED : BLUE, (y * 40 + x) * 4);
  }
  return image;
}

const pixel = (image: RgbaImage, x: number, y: number) => [
  ...image.data.subarray((y * image.width + x) * 4).slice(0, 4),
];
const job = (output: ImageOutput, keep = false): ImageJob => ({
  kind: "image",
  steps: [],
  output,
  ...(keep && { keepMetadata: true }),
});

/** A WebP as a viewer shows it: its pixels, turned by its own EXIF orientation when it has one. */
async function displayedWebp(bytes: Uint8Array): Promise<RgbaImage> {
  const exif = [...webpChunks(bytes)].find((c) => c.fourcc === "EXIF");
  return applyOrientation(await webpCodec.decode(bytes), exif ? tiffOrientation(exif.data) : 1);
}

/** A lossless WebP of `image` with an EXIF chunk asking for `orientation` (VP8X flags the EXIF). */
async function webpWithOrientation(image: RgbaImage, orientation: number): Promise<Uint8Array> {
  const plain = await webpCodec.encode(image, { lossless: true });
  const vp8x = new Uint8Array(10);
  vp8x[0] = 0x08;
  vp8x.set(
    [(image.width - 1) & 0xff, (image.width - 1) >> 8, 0, (image.height - 1) & 0xff, (image.height - 1) >> 8, 0],
    4,
  );
  return webpFromChunks([
    { fourcc: "VP8X", data: vp8x },
    ...webpChunks(plain),
    { fourcc: "EXIF", data: orientationOnlyTiff(orientation) },
  ]);
}

describe("orientation held in the file's metadata", () => {
  it("turns a WebP by its EXIF orientation (6: a quarter turn clockwise) before the tag is dropped", async () => {
    const input = await webpWithOrientation(marked(), 6);
    expect(probeImage(input)).toMatchObject({ format: "webp", width: 40, height: 20 });
    // Another format: always encoded anew, from the upright pixels.
    const result = await runJob(input, job({ format: "png" }));
    expect([result.width, result.height]).toEqual([20, 40]);
    const decoded = await pngCodec.decode(result.bytes);
    expect([decoded.width, decoded.height]).toEqual([20, 40]);
    // The red top-left corner is now top-right; the top-left is blue.
    expect([pixel(decoded, 19, 0), pixel(decoded, 0, 0), pixel(decoded, 19, 39)]).toEqual([RED, BLUE, BLUE]);
    // WebP again: upright as a viewer shows it, whether encoded anew (no EXIF) or the original kept (its tag kept).
    const again = await runJob(input, job({ format: "webp", options: { lossless: true } }));
    const shown = await displayedWebp(again.bytes);
    expect([shown.width, shown.height, pixel(shown, 19, 0), pixel(shown, 0, 0)]).toEqual([20, 40, RED, BLUE]);
  });

  it("turns a PNG by its eXIf orientation, and a kept eXIf no longer asks for the turn", async () => {
    const stored = marked();
    // Stored uncompressed, so any re-encoding is smaller and the result is never the original.
    const plain = await sharp(Buffer.from(stored.data), { raw: { width: 40, height: 20, channels: 4 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const input = insertAfterHeader(new Uint8Array(plain), pngChunk("eXIf", orientationOnlyTiff(6)), ["eXIf"]);
    for (const keep of [false, true]) {
      const result = await runJob(input, job({ format: "png" }, keep));
      expect(result.keptOriginal).toBe(false);
      const decoded = await pngCodec.decode(result.bytes);
      expect([decoded.width, decoded.height]).toEqual([20, 40]);
      expect([pixel(decoded, 19, 0), pixel(decoded, 0, 0)]).toEqual([RED, BLUE]);
      const exif = [...pngChunks(result.bytes)].find((c) => c.type === "eXIf");
      expect(exif ? tiffOrientation(exif.data) : "none").toBe(keep ? 1 : "none");
    }
    const webp = await webpCodec.decode(
      (await runJob(input, job({ format: "webp", options: { lossless: true } }))).bytes,
    );
    expect([webp.width, webp.height, pixel(webp, 19, 0)]).toEqual([20, 40, RED]);
  });
});

const AVIFENC = existsSync("/usr/bin/avifenc") ? "/usr/bin/avifenc" : null;

describe.runIf(AVIFENC)("orientation of an AVIF (irot and imir, made with avifenc)", () => {
  it("applies the rotation, then the mirror, as the file lists them", async () => {
    const dir = mkdtempSync(join(tmpdir(), "squish-irot-"));
    try {
      const source = marked();
      await sharp(Buffer.from(source.data), { raw: { width: 40, height: 20, channels: 4 } })
        .png()
        .toFile(join(dir, "in.png"));
      const make = (name: string, args: string[]) => {
        execFileSync(AVIFENC!, ["--lossless", ...args, join(dir, "in.png"), join(dir, name)], { stdio: "ignore" });
        return new Uint8Array(readFileSync(join(dir, name)));
      };
      // irot 1: a quarter turn anticlockwise, so the red top-left corner goes bottom-left.
      const turned = make("turned.avif", ["--irot", "1"]);
      expect(heifOrientation(turned)).toBe(8);
      const result = await runJob(turned, job({ format: "png" }));
      const decoded = await pngCodec.decode(result.bytes);
      expect([decoded.width, decoded.height]).toEqual([20, 40]);
      expect([pixel(decoded, 0, 39), pixel(decoded, 0, 0)]).toEqual([RED, BLUE]);
      // Then imir mode 0 exchanges top and bottom: the corner comes back to the top-left, transposed.
      const mirrored = make("mirrored.avif", ["--irot", "1", "--imir", "0"]);
      expect(heifOrientation(mirrored)).toBe(5);
      const both = await pngCodec.decode((await runJob(mirrored, job({ format: "png" }))).bytes);
      expect([both.width, both.height]).toEqual([20, 40]);
      expect([pixel(both, 0, 0), pixel(both, 4, 9), pixel(both, 0, 39)]).toEqual([RED, RED, BLUE]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
