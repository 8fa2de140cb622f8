/**
 * AVIF results carry the source's colour profile: libvips (sharp) reads it back from the file,
 * and the picture still decodes to the same pixels.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { avifCodec } from "../codecs/avif.ts";
import { jpegCodec } from "../codecs/jpeg.ts";
import { runJob } from "../pipeline/run-job.ts";
import { ssim } from "../quality/ssim.ts";
import { fixture } from "../test-support/fixtures.ts";
import { avifWithProfile } from "./avif-icc.ts";
import { readIccProfile } from "./icc-profile.ts";

const JPEG_WITH_PROFILE = "photo/ianare-Canon_40D-100x68.jpg";

describe("a colour profile in AVIF", () => {
  it("is written where libvips finds it, and the file still decodes to the same picture", async () => {
    const source = fixture(JPEG_WITH_PROFILE);
    const profile = readIccProfile(source, "jpeg")!;
    const image = await jpegCodec.decode(source);
    const plain = await avifCodec.encode(image, { quality: 60, speed: 10 });
    const withProfile = avifWithProfile(plain, profile);
    expect(withProfile.length).toBe(plain.length + profile.length + 12 + 1);
    const meta = await sharp(withProfile).metadata();
    expect(new Uint8Array(meta.icc!)).toEqual(profile);
    expect(ssim(await avifCodec.decode(plain), await avifCodec.decode(withProfile))).toBe(1);
  });

  it("is carried by a job converting to AVIF and no longer reported as removed", async () => {
    const result = await runJob(fixture(JPEG_WITH_PROFILE), {
      kind: "image",
      steps: [],
      output: { format: "avif", options: { quality: 50, speed: 10 } },
    });
    expect(result.metadataRemoved.colorProfile).toBe(false);
    expect((await sharp(result.bytes).metadata()).icc).toBeDefined();
  });

  it("leaves a file it does not understand unchanged", () => {
    const junk = new Uint8Array([0, 0, 0, 8, 0x66, 0x74, 0x79, 0x70]);
    expect(avifWithProfile(junk, new Uint8Array(200))).toBe(junk);
  });
});
