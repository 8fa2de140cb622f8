import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { webpCodec } from "../codecs/webp.ts";
import { runJob } from "../pipeline/run-job.ts";
import { FIXTURE_CORPUS, fullCorpusDir, readManifest } from "../test-support/corpus.ts";
import { checkWithWebpinfo, WEBPINFO } from "../test-support/reference-webp.ts";
import { useNodeWasm } from "../wasm/node-wasm.ts";
import { jpegOrientation, tiffOrientation } from "./exif-orientation.ts";
import { jpegSegments } from "./jpeg-segments.ts";
import { jpegMetadata, pngMetadata } from "./metadata-report.ts";
import { concatBytes, pngChunk, pngChunks } from "./png-chunks.ts";
import { webpChunks, webpFromChunks } from "./riff-chunks.ts";
import { stripMetadataLosslessly, webpMetadata } from "./strip-lossless.ts";

useNodeWasm();

const read = (path: string) => new Uint8Array(readFileSync(path));
const GPS_JPEG = read(join(FIXTURE_CORPUS, "photo/pillow-exif_gps.jpg"));
const DROP_ALL = { keepMetadata: false, keepLocation: false };

/** The compressed scan and everything after it: what must never change. */
function scanData(jpeg: Uint8Array): Uint8Array {
  let end = 2;
  for (const segment of jpegSegments(jpeg)) end = segment.end;
  return jpeg.subarray(jpeg.indexOf(0xda, end - 1) - 1);
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.compare(a, b) === 0;

/** The EXIF (TIFF) block of a JPEG. */
function exifOf(jpeg: Uint8Array): Uint8Array {
  for (const s of jpegSegments(jpeg)) {
    const payload = jpeg.subarray(s.start, s.end);
    if (s.marker === 0xe1 && String.fromCharCode(...payload.subarray(0, 4)) === "Exif") return payload.subarray(6);
  }
  throw new Error("no EXIF");
}

describe("JPEG", () => {
  it("drops the camera and location, and copies the picture byte for byte", () => {
    expect(jpegMetadata(GPS_JPEG).gps).toBe(true);
    const { bytes, removed } = stripMetadataLosslessly(GPS_JPEG, "jpeg", DROP_ALL);
    const left = jpegMetadata(bytes);
    expect([left.gps, left.camera, left.date]).toEqual([false, undefined, undefined]);
    expect(removed.gps).toBe(true);
    expect(bytes.length).toBeLessThan(GPS_JPEG.length);
    expect(sameBytes(scanData(bytes), scanData(GPS_JPEG))).toBe(true);
  });

  it("keeps a turned photo turned: only the orientation stays", () => {
    const source = read(join(FIXTURE_CORPUS, "photo/recurser-Landscape_6.jpg"));
    const { bytes } = stripMetadataLosslessly(source, "jpeg", DROP_ALL);
    expect(jpegOrientation(bytes)).toBe(6);
    expect(exifOf(bytes).length).toBe(26);
  });

  it("with 'keep metadata' keeps the camera and date, and the location only when asked", () => {
    const kept = stripMetadataLosslessly(GPS_JPEG, "jpeg", { keepMetadata: true, keepLocation: false });
    expect(jpegMetadata(kept.bytes).gps).toBe(false);
    expect(jpegMetadata(kept.bytes).date).toBe(jpegMetadata(GPS_JPEG).date);
    const all = stripMetadataLosslessly(GPS_JPEG, "jpeg", { keepMetadata: true, keepLocation: true });
    expect(jpegMetadata(all.bytes).gps).toBe(true);
  });

  it("a compression that hands back the original hands it back without the location", async () => {
    // A photo saved at a modest quality, given the GPS block: at quality 100 no encoding is smaller.
    const photo = read(join(FIXTURE_CORPUS, "photo/recurser-Landscape_1.jpg"));
    const gps = [...jpegSegments(GPS_JPEG)].find((s) => s.marker === 0xe1)!;
    const source = concatBytes([photo.subarray(0, 2), GPS_JPEG.subarray(gps.start - 4, gps.end), photo.subarray(2)]);
    expect(jpegMetadata(source).gps).toBe(true);
    const result = await runJob(source, {
      kind: "image",
      steps: [],
      output: { format: "same", options: { quality: 100 } },
    });
    expect(result.keptOriginal).toBe(true);
    expect(jpegMetadata(result.bytes).gps).toBe(false);
    expect(result.metadataRemoved.gps).toBe(true);
    expect(result.size).toBe(result.bytes.length);
    expect(sameBytes(scanData(result.bytes), scanData(source))).toBe(true);
  });
});

describe("PNG", () => {
  it("drops text, XMP, time and EXIF chunks; a turned picture keeps its orientation", () => {
    const png = read(join(FIXTURE_CORPUS, "png/pillow-pil123rgba-interlaced.png"));
    const chunks = [...pngChunks(png)];
    const text = new TextEncoder();
    const extra = [
      pngChunk("tEXt", text.encode("Comment\0shot at home")),
      pngChunk("iTXt", text.encode("XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>")),
      pngChunk("eXIf", exifOf(GPS_JPEG)),
      pngChunk("tIME", new Uint8Array([7, 234, 11, 23, 12, 0, 0])),
    ];
    const ihdr = chunks[0]!;
    const afterHeader = ihdr.at + 12 + ihdr.data.length;
    const source = concatBytes([png.subarray(0, afterHeader), ...extra, png.subarray(afterHeader)]);
    expect(pngMetadata(source)).toMatchObject({ gps: true, comment: true, xmp: true });
    const { bytes, removed } = stripMetadataLosslessly(source, "png", DROP_ALL);
    expect(bytes).toEqual(png);
    expect(removed).toMatchObject({ gps: true, comment: true, xmp: true });
    const idat = (b: Uint8Array) => [...pngChunks(b)].filter((c) => c.type === "IDAT").map((c) => [...c.data]);
    expect(idat(bytes)).toEqual(idat(source));
  });
});

describe("WebP", () => {
  it("drops the EXIF and XMP chunks and their flags; the file stays valid and decodes the same", async () => {
    const webp = read(join(FIXTURE_CORPUS, "webp/goximage-yellow_rose.lossy-with-alpha.webp"));
    const chunks = [...webpChunks(webp)];
    const vp8x = chunks.find((c) => c.fourcc === "VP8X")!;
    const flagged = vp8x.data.slice();
    flagged[0] = flagged[0]! | 0x0c;
    const source = webpFromChunks([
      { fourcc: "VP8X", data: flagged },
      ...chunks.filter((c) => c.fourcc !== "VP8X"),
      { fourcc: "EXIF", data: exifOf(GPS_JPEG) },
      { fourcc: "XMP ", data: new TextEncoder().encode("<x:xmpmeta/>") },
    ]);
    expect(webpMetadata(source)).toMatchObject({ gps: true, xmp: true });
    const { bytes, removed } = stripMetadataLosslessly(source, "webp", DROP_ALL);
    expect(removed).toMatchObject({ gps: true, xmp: true });
    expect(bytes).toEqual(webp);
    expect([...webpChunks(bytes)].map((c) => c.fourcc)).not.toContain("EXIF");
    if (WEBPINFO) {
      const path = join(mkdtempSync(join(tmpdir(), "squish-strip-")), "stripped.webp");
      writeFileSync(path, bytes);
      expect(() => checkWithWebpinfo(path)).not.toThrow();
    }
    const [a, b] = await Promise.all([webpCodec.decode(source), webpCodec.decode(bytes)]);
    expect(b.data).toEqual(a.data);
  });

  it("keeps a minimal EXIF with the orientation of a turned WebP", () => {
    const webp = read(join(FIXTURE_CORPUS, "webp/goximage-yellow_rose.lossy-with-alpha.webp"));
    const turned = webpFromChunks([
      ...webpChunks(webp),
      { fourcc: "EXIF", data: exifOf(read(join(FIXTURE_CORPUS, "photo/recurser-Landscape_8.jpg"))) },
    ]);
    const { bytes } = stripMetadataLosslessly(turned, "webp", DROP_ALL);
    const exif = [...webpChunks(bytes)].find((c) => c.fourcc === "EXIF")!;
    expect(tiffOrientation(exif.data)).toBe(8);
    expect(exif.data.length).toBe(26);
  });
});

const full = fullCorpusDir();
describe.runIf(full)("every corpus file that carries a location", () => {
  const located = full ? readManifest(full).filter((e) => e.exercises.includes("gps")) : [];
  it.each(located.map((e) => [e.file, e] as const))("%s loses it, picture untouched", (_, entry) => {
    const source = read(entry.absolutePath);
    const format = entry.file.endsWith(".png") ? "png" : entry.file.endsWith(".webp") ? "webp" : "jpeg";
    const { bytes, removed } = stripMetadataLosslessly(source, format, DROP_ALL);
    expect(removed.gps).toBe(true);
    if (format === "jpeg") {
      expect(jpegMetadata(bytes).gps).toBe(false);
      expect(sameBytes(scanData(bytes), scanData(source))).toBe(true);
      expect(jpegOrientation(bytes)).toBe(jpegOrientation(source));
    }
  });
});
