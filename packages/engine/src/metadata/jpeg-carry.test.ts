import { describe, expect, it } from "vitest";
import { jpegCodec } from "../codecs/jpeg.ts";
import type { ImageJob } from "../pipeline/job.ts";
import { runJob } from "../pipeline/run-job.ts";
import { fixture } from "../test-support/fixtures.ts";
import { jpegOrientation } from "./exif-orientation.ts";
import { jpegMetadata } from "./metadata-report.ts";

/** The raw GPS IFD (count and entries) of a JPEG's EXIF block. */
function gpsIfdBytes(jpeg: Uint8Array): Buffer {
  const bytes = Buffer.from(jpeg);
  const tiffStart = bytes.indexOf("Exif\0\0", 0, "latin1") + 6;
  const tiff = bytes.subarray(tiffStart);
  const little = tiff[0] === 0x49;
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  for (let i = 0; i < u16(ifd0); i++) {
    const entry = ifd0 + 2 + i * 12;
    if (u16(entry) === 0x8825) {
      const gps = u32(entry + 8);
      return tiff.subarray(gps, gps + 2 + u16(gps) * 12);
    }
  }
  return Buffer.alloc(0);
}

const jpegAt = (quality: number): ImageJob => ({
  kind: "image",
  steps: [],
  output: { format: "jpeg", options: { quality } },
});

describe("carrying metadata into a compressed JPEG", () => {
  it("strips everything by default", async () => {
    const result = await runJob(fixture("photo/ianare-Canon_40D-100x68.jpg"), jpegAt(50));
    const after = jpegMetadata(result.bytes);
    expect([after.camera, after.date, after.gps]).toEqual([undefined, undefined, false]);
    expect(result.metadataRemoved.camera).toBe("Canon EOS 40D");
  });

  it("keeps camera and date but erases the location when asked to keep metadata", async () => {
    const source = fixture("photo/pillow-exif_gps.jpg");
    const result = await runJob(source, { ...jpegAt(50), keepMetadata: true });
    const before = jpegMetadata(source);
    const after = jpegMetadata(result.bytes);
    expect(before.gps).toBe(true);
    expect(after.gps).toBe(false);
    expect(after.date).toBe(before.date);
    expect(result.metadataRemoved.gps).toBe(true);
    expect(result.metadataRemoved.camera).toBeUndefined();
    // The location's bytes are gone, not merely unlinked.
    const gpsIfd = gpsIfdBytes(source);
    expect(gpsIfd.length).toBeGreaterThan(14);
    expect(Buffer.from(source).includes(gpsIfd)).toBe(true);
    expect(Buffer.from(result.bytes).includes(gpsIfd)).toBe(false);
  });

  it("keeps the location only when that is asked too", async () => {
    const result = await runJob(fixture("photo/pillow-exif_gps.jpg"), {
      ...jpegAt(50),
      keepMetadata: true,
      keepLocation: true,
    });
    expect(jpegMetadata(result.bytes).gps).toBe(true);
    expect(result.metadataRemoved.gps).toBe(false);
  });

  it("resets the orientation, since the pixels are already upright", async () => {
    const source = fixture("photo/recurser-Landscape_6.jpg");
    expect(jpegOrientation(source)).toBe(6);
    const result = await runJob(source, { ...jpegAt(60), keepMetadata: true });
    expect(jpegOrientation(result.bytes)).toBe(1);
    const decoded = await jpegCodec.decode(result.bytes);
    expect([decoded.width, decoded.height]).toEqual([1800, 1200]);
  });
});
