/**
 * PNG to PNG with "keep metadata" on and "keep location" off: the camera details stay, the GPS
 * position goes (from the eXIf chunk and from text chunks that repeat it), and the card's
 * "Removed:" line says the location went. Whether the result is encoded anew or the original is
 * handed back, the same holds.
 */
import { zlibSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pngCodec } from "../codecs/png.ts";
import type { ImageJob } from "../pipeline/job.ts";
import { runJob } from "../pipeline/run-job.ts";
import { gradient } from "../test-support/fixtures.ts";
import { useNodeWasm } from "../wasm/node-wasm.ts";
import { pngMetadata, removedLabels } from "./metadata-report.ts";
import { concatBytes, pngChunk, pngChunks } from "./png-chunks.ts";

useNodeWasm();

const ascii = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));

/** 52 deg 31' 12" as three little-endian RATIONALs: bytes that must not reach the result. */
const LATITUDE = new Uint8Array([52, 0, 0, 0, 1, 0, 0, 0, 31, 0, 0, 0, 1, 0, 0, 0, 12, 0, 0, 0, 1, 0, 0, 0]);

/** A little-endian TIFF block: IFD0 with the camera model and a GPS pointer; a GPS IFD with N 52 31 12. */
function exifWithGps(): Uint8Array {
  const tiff = new Uint8Array(100);
  const view = new DataView(tiff.buffer);
  tiff.set([0x49, 0x49, 42, 0]);
  view.setUint32(4, 8, true);
  // IFD0 at 8: two entries (Model 0x0110, GPS pointer 0x8825), next IFD 0; ends at 38.
  view.setUint16(8, 2, true);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, type, true);
    view.setUint32(at + 4, count, true);
    view.setUint32(at + 8, value, true);
  };
  entry(10, 0x0110, 2, 8, 38); // ASCII "Pixel 7\0" at 38
  entry(22, 0x8825, 4, 1, 46); // GPS IFD at 46
  tiff.set(ascii("Pixel 7\0"), 38);
  // GPS IFD at 46: LatitudeRef "N" inline, Latitude (3 RATIONAL) at 76; next IFD 0; ends at 76.
  view.setUint16(46, 2, true);
  entry(48, 0x0001, 2, 2, 0x4e);
  entry(60, 0x0002, 5, 3, 76);
  tiff.set(LATITUDE, 76);
  return tiff;
}

/** ImageMagick's raw profile text: a newline, the name, the length, then the bytes in hex. */
function rawProfileText(name: string, bytes: Uint8Array): string {
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `\n${name}\n${String(bytes.length).padStart(8)}\n${hex}\n`;
}

const zTXt = (keyword: string, text: string) =>
  pngChunk("zTXt", concatBytes([ascii(keyword), new Uint8Array([0, 0]), zlibSync(ascii(text))]));
const iTXt = (keyword: string, text: string) =>
  pngChunk("iTXt", concatBytes([ascii(keyword), new Uint8Array([0, 0, 0, 0, 0]), ascii(text)]));

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="52,31.2N" exif:GPSLongitude="13,24.6E"/>
</rdf:RDF></x:xmpmeta>`;

/** `png` with `extra` chunks right after IHDR. */
function withChunks(png: Uint8Array, extra: Uint8Array[]): Uint8Array {
  const parts: Uint8Array[] = [png.subarray(0, 8)];
  for (const { type, at, data } of pngChunks(png)) {
    parts.push(png.subarray(at, at + 12 + data.length));
    if (type === "IHDR") parts.push(...extra);
  }
  return concatBytes(parts);
}

const contains = (bytes: Uint8Array, part: Uint8Array) => Buffer.from(bytes).includes(Buffer.from(part));

/** Stored uncompressed, so the re-encoded result is smaller and is what the card gives. */
async function uncompressedPng(): Promise<Uint8Array> {
  const image = sharp({ create: { width: 48, height: 32, channels: 3, background: "#3a7" } });
  return new Uint8Array(await image.png({ compressionLevel: 0 }).toBuffer());
}

/** Encoded by the engine's own encoder, so no encoding is smaller and the original is handed back. */
const optimisedPng = () => pngCodec.encode(gradient(48, 32));

const SOURCES = [
  { name: "encoded anew", png: uncompressedPng, keptOriginal: false },
  { name: "handed back", png: optimisedPng, keptOriginal: true },
];

const keepCamera = (keepLocation: boolean): ImageJob => ({
  kind: "image",
  steps: [],
  output: { format: "png" },
  keepMetadata: true,
  keepLocation,
});

describe("a PNG kept with its metadata but not its location", () => {
  it.each(SOURCES)("keeps the eXIf camera model, erases the GPS position, says so ($name)", async (source) => {
    const input = withChunks(await source.png(), [pngChunk("eXIf", exifWithGps())]);
    expect(pngMetadata(input)).toMatchObject({ camera: "Pixel 7", gps: true });
    const result = await runJob(input, keepCamera(false));
    expect(result.keptOriginal).toBe(source.keptOriginal);
    expect(pngMetadata(result.bytes)).toMatchObject({ camera: "Pixel 7", gps: false });
    expect(contains(result.bytes, LATITUDE)).toBe(false);
    expect(removedLabels(result.metadataRemoved)).toContain("location");
    expect(removedLabels(result.metadataRemoved)).not.toContain("camera");
  });

  it.each(SOURCES)("drops the raw EXIF profile and the XMP that repeat the position ($name)", async (source) => {
    const input = withChunks(await source.png(), [
      pngChunk("eXIf", exifWithGps()),
      zTXt("Raw profile type exif", rawProfileText("exif", exifWithGps())),
      iTXt("XML:com.adobe.xmp", XMP),
      pngChunk("tEXt", ascii("Comment\0the garden")),
    ]);
    const result = await runJob(input, keepCamera(false));
    expect(result.keptOriginal).toBe(source.keptOriginal);
    expect(pngMetadata(result.bytes)).toMatchObject({ camera: "Pixel 7", gps: false, comment: true });
    expect(contains(result.bytes, LATITUDE)).toBe(false);
    expect(removedLabels(result.metadataRemoved)).toContain("location");
  });

  it.each(SOURCES)("keeps the position when the location is kept too ($name)", async (source) => {
    const input = withChunks(await source.png(), [pngChunk("eXIf", exifWithGps())]);
    const result = await runJob(input, keepCamera(true));
    expect(pngMetadata(result.bytes)).toMatchObject({ camera: "Pixel 7", gps: true });
    expect(removedLabels(result.metadataRemoved)).not.toContain("location");
  });
});
