/**
 * JPEGs a browser shows must not be called damaged: a cut-short Adobe (APP14) segment, and one
 * whose declared length runs past the next marker, decode to the same picture as the clean file.
 * 12-bit JPEGs, which no browser or libvips reads, are refused as unsupported, never as damaged.
 */
import { describe, expect, it } from "vitest";
import { createImage } from "../image.ts";
import { runJob } from "../pipeline/run-job.ts";
import { ssim } from "../quality/ssim.ts";
import { fixture } from "../test-support/fixtures.ts";
import { jpegCodec } from "./jpeg.ts";
import { pngCodec } from "./png.ts";

const clean = fixture("photo/recurser-Landscape_1.jpg");
const withSegment = (segment: number[]) => new Uint8Array([...clean.subarray(0, 2), ...segment, ...clean.subarray(2)]);
const ADOBE = [0x41, 0x64, 0x6f, 0x62, 0x65];

async function decodedLikeClean(bytes: Uint8Array) {
  const result = await runJob(bytes, { kind: "image", steps: [], output: { format: "png" } });
  return ssim(await jpegCodec.decode(clean), await pngCodec.decode(result.bytes));
}

describe("JPEGs that browsers display", () => {
  it("reads one with an APP14 segment shorter than Adobe's", async () => {
    expect(await decodedLikeClean(withSegment([0xff, 0xee, 0x00, 0x07, ...ADOBE]))).toBeGreaterThan(0.999);
  });

  it("reads one whose APP14 declares more bytes than it holds, skipping to the next marker", async () => {
    expect(await decodedLikeClean(withSegment([0xff, 0xee, 0x00, 0x40, ...ADOBE]))).toBeGreaterThan(0.999);
  });

  it("refuses a 12-bit JPEG as unsupported, saying it is not damaged", async () => {
    // A baseline frame header that declares 12 bits per sample (SOF1), as medical scanners write.
    const image = await jpegCodec.encode(createImage(16, 16), { quality: 90 });
    const twelve = image.slice();
    for (let at = 2; at + 4 < twelve.length;) {
      const marker = twelve[at + 1]!;
      const length = (twelve[at + 2]! << 8) | twelve[at + 3]!;
      if (marker >= 0xc0 && marker <= 0xc2) {
        twelve[at + 4] = 12;
        break;
      }
      at += 2 + length;
    }
    await expect(jpegCodec.decode(twelve)).rejects.toMatchObject({
      code: "unsupported-format",
      message: expect.stringMatching(/12 bits per colour.*not damaged/),
    });
  });
});
