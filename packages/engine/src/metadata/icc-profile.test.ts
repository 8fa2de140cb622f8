import sharp from "sharp";
import { zlibSync } from "fflate";
import { describe, expect, it } from "vitest";
import { codecFor } from "../codecs/registry.ts";
import { webpCodec } from "../codecs/webp.ts";
import { runJob } from "../pipeline/run-job.ts";
import { fixture, gradient } from "../test-support/fixtures.ts";
import { embedIccProfile, readIccProfile } from "./icc-profile.ts";
import { removedLabels } from "./metadata-report.ts";
import { insertAfterHeader, pngChunk } from "./png-chunks.ts";

const PNG_WITH_PROFILE = "png/debian-desktop-base-preview-600x338.png";
const JPEG_WITH_PROFILE = "photo/ianare-Canon_40D-100x68.jpg";

/** libvips reads the profile independently of our code. */
async function profileSeenBySharp(bytes: Uint8Array): Promise<Uint8Array | undefined> {
  const icc = (await sharp(bytes).metadata()).icc;
  return icc ? new Uint8Array(icc) : undefined;
}

describe("the colour profile", () => {
  it.each([JPEG_WITH_PROFILE, PNG_WITH_PROFILE])("is read from %s as libvips reads it", async (file) => {
    const bytes = fixture(file);
    const ours = readIccProfile(bytes, file.endsWith(".png") ? "png" : "jpeg");
    expect(ours).not.toBeNull();
    expect(ours).toEqual(await profileSeenBySharp(bytes));
  });

  it.each([
    [JPEG_WITH_PROFILE, "jpeg"],
    [JPEG_WITH_PROFILE, "png"],
    [JPEG_WITH_PROFILE, "webp"],
    [PNG_WITH_PROFILE, "png"],
    [PNG_WITH_PROFILE, "jpeg"],
    [PNG_WITH_PROFILE, "webp"],
  ] as const)("of %s is carried into %s output", async (file, format) => {
    const source = fixture(file);
    const expected = readIccProfile(source, file.endsWith(".png") ? "png" : "jpeg");
    const output = format === "png" ? { format } : { format, options: { quality: 60 } };
    const result = await runJob(source, { kind: "image", steps: [], output });
    expect(result.keptOriginal).toBe(false);
    expect(await profileSeenBySharp(result.bytes)).toEqual(expected);
    expect(result.metadataRemoved.colorProfile).toBe(false);
    // The file is still valid for our own decoder, at the right size.
    const decoded = await codecFor(format).decode(result.bytes);
    expect([decoded.width, decoded.height]).toEqual([result.width, result.height]);
  });

  it("is reported as removed when the output (GIF) cannot hold it", async () => {
    const result = await runJob(fixture(PNG_WITH_PROFILE), { kind: "image", steps: [], output: { format: "gif" } });
    expect(result.metadataRemoved.colorProfile).toBe(true);
    expect(removedLabels(result.metadataRemoved)).toContain("colour profile");
  });

  it("keeps a lossless WebP's transparency when the file becomes an extended one", async () => {
    const profile = readIccProfile(fixture(JPEG_WITH_PROFILE), "jpeg")!;
    const image = gradient(40, 30, true);
    const plain = await webpCodec.encode(image, { lossless: true });
    const withProfile = embedIccProfile(plain, "webp", profile, image);
    const meta = await sharp(withProfile).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([40, 30, true]);
    expect(readIccProfile(withProfile, "webp")).toEqual(profile);
    expect((await webpCodec.decode(withProfile)).data).toEqual((await webpCodec.decode(plain)).data);
  });

  it("over 64 KB is split across JPEG segments and read back whole", async () => {
    const source = fixture(JPEG_WITH_PROFILE);
    const big = new Uint8Array(150_000).map((_, i) => (i * 31) & 0xff);
    const jpeg = embedIccProfile(await codecFor("jpeg").encode(gradient(16, 16), {}), "jpeg", big, {
      width: 16,
      height: 16,
    });
    expect(readIccProfile(jpeg, "jpeg")).toEqual(big);
    expect(readIccProfile(source, "jpeg")!.length).toBeLessThan(65_000);
  });

  it("that inflates past any real profile's size is ignored, not expanded", () => {
    const png = fixture("png/pngsuite/basn6a08.png");
    const bomb = zlibSync(new Uint8Array(64 * 1024 * 1024));
    const name = new TextEncoder().encode("x\0\0");
    const data = new Uint8Array(name.length + bomb.length);
    data.set(name);
    data.set(bomb, name.length);
    const crafted = insertAfterHeader(png, pngChunk("iCCP", data), []);
    expect(readIccProfile(crafted, "png")).toBeNull();
  });

  it("that is not there is reported as absent", () => {
    expect(readIccProfile(fixture("png/pngsuite/basn6a08.png"), "png")).toBeNull();
    expect(readIccProfile(fixture("webp/goximage-yellow_rose.lossy-with-alpha.webp"), "webp")).toBeNull();
    expect(readIccProfile(fixture("avif/pillow-avif-transparency.avif"), "avif")).toBeNull();
  });
});
