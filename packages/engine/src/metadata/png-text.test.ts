/**
 * A PNG's camera details and GPS position often sit in text chunks: a hex "raw profile" of the
 * whole EXIF block (ImageMagick, exiftool) or an XMP packet. Removing them must be said, by name,
 * on the card's "Removed:" line, whether the result is encoded anew or the original is kept.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { zlibSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pngCodec } from "../codecs/png.ts";
import { runJob } from "../pipeline/run-job.ts";
import { gradient, fixture } from "../test-support/fixtures.ts";
import { CONVERT } from "../test-support/imagemagick.ts";
import { jpegSegments } from "./jpeg-segments.ts";
import { pngMetadata, removedLabels } from "./metadata-report.ts";
import { concatBytes, pngChunk, pngChunks } from "./png-chunks.ts";

const ascii = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));

/** The EXIF block of a JPEG with a GPS position and a camera ("Make XXX-XXX"), "Exif\0\0" first. */
function gpsExif(): Uint8Array {
  const jpeg = fixture("photo/pillow-exif_gps.jpg");
  const app1 = [...jpegSegments(jpeg)].find((s) => s.marker === 0xe1)!;
  return jpeg.subarray(app1.start, app1.end);
}

/** ImageMagick's raw profile text: a newline, the name, the length, then hex in lines of 72. */
function rawProfileText(name: string, bytes: Uint8Array): string {
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `\n${name}\n${String(bytes.length).padStart(8)}\n${hex.replace(/(.{72})/g, "$1\n")}\n`;
}

const zTXt = (keyword: string, text: string) =>
  pngChunk("zTXt", concatBytes([ascii(keyword), new Uint8Array([0, 0]), zlibSync(ascii(text))]));
const iTXt = (keyword: string, text: string) =>
  pngChunk("iTXt", concatBytes([ascii(keyword), new Uint8Array([0, 0, 0, 0, 0]), new TextEncoder().encode(text)]));

/** A PNG with `before` chunks after IHDR and `after` chunks after the image data. */
function pngWith(png: Uint8Array, before: Uint8Array[], after: Uint8Array[] = []): Uint8Array {
  const parts: Uint8Array[] = [png.subarray(0, 8)];
  for (const { type, at, data } of pngChunks(png)) {
    if (type === "IEND") parts.push(...after);
    parts.push(png.subarray(at, at + 12 + data.length));
    if (type === "IHDR") parts.push(...before);
  }
  return concatBytes(parts);
}

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:tiff="http://ns.adobe.com/tiff/1.0/" xmlns:exif="http://ns.adobe.com/exif/1.0/"
 tiff:Make="Canon" tiff:Model="Canon EOS 40D" exif:GPSLatitude="52,31.2N" exif:GPSLongitude="13,24.6E"/>
</rdf:RDF></x:xmpmeta>`;

describe("metadata held in a PNG's text chunks", () => {
  it('names the camera and the location removed from a "Raw profile type exif" zTXt', async () => {
    // Stored uncompressed, so the re-encoded result is smaller and is what the card shows.
    const plain = await sharp({ create: { width: 48, height: 32, channels: 3, background: "#3a7" } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const input = pngWith(new Uint8Array(plain), [zTXt("Raw profile type exif", rawProfileText("exif", gpsExif()))]);
    expect(pngMetadata(input)).toMatchObject({ camera: "Make XXX-XXX", gps: true });
    const result = await runJob(input, { kind: "image", steps: [], output: { format: "png" } });
    expect(result.keptOriginal).toBe(false);
    expect(removedLabels(result.metadataRemoved)).toEqual(expect.arrayContaining(["camera", "location"]));
    expect(removedLabels(result.metadataRemoved)).not.toContain("comments");
  });

  it("names what an XMP iTXt, an APP1 raw profile and a comment after the image data held", async () => {
    const png = await pngCodec.encode(gradient(48, 32));
    const app1 = zTXt("Raw profile type APP1", rawProfileText("APP1", gpsExif()));
    const input = pngWith(png, [iTXt("XML:com.adobe.xmp", XMP)], [zTXt("Comment", "taken at home")]);
    expect(pngMetadata(input)).toMatchObject({ camera: "Canon EOS 40D", gps: true, xmp: true, comment: true });
    expect(pngMetadata(pngWith(png, [app1]))).toMatchObject({ camera: "Make XXX-XXX", gps: true, comment: false });
    // Kept or encoded anew, the card names all of it.
    const result = await runJob(input, { kind: "image", steps: [], output: { format: "png" } });
    expect(removedLabels(result.metadataRemoved)).toEqual(
      expect.arrayContaining(["camera", "location", "comments", "other metadata"]),
    );
  });

  it.runIf(CONVERT)(
    "reads what ImageMagick writes when it turns a JPEG into a PNG: eXIf after the image data, exif:* text",
    () => {
      const dir = mkdtempSync(join(tmpdir(), "squish-magick-exif-"));
      try {
        writeFileSync(join(dir, "gps.jpg"), fixture("photo/pillow-exif_gps.jpg"));
        execFileSync(CONVERT!, [join(dir, "gps.jpg"), join(dir, "gps.png")], { stdio: "ignore" });
        const png = new Uint8Array(readFileSync(join(dir, "gps.png")));
        expect(pngMetadata(png)).toMatchObject({ camera: "Make XXX-XXX", gps: true });
        // Without the eXIf chunk, its copies in text chunks still say the same.
        const textOnly = concatBytes([
          png.subarray(0, 8),
          ...[...pngChunks(png)].filter((c) => c.type !== "eXIf").map((c) => pngChunk(c.type, c.data)),
        ]);
        expect(pngMetadata(textOnly)).toMatchObject({ camera: "Make XXX-XXX", gps: true });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
