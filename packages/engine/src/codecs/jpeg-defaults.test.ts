/**
 * The JPEG encoder's defaults chosen by bytes at equal Butteraugli (docs/decisions/0028): 4:2:0
 * chroma at every quality, MozJPEG's table 3 below quality 80 and the standard tables from 80, read
 * back from the files themselves (frame header sampling factors, DQT segments). A caller's explicit
 * chroma or table choice still wins.
 */
import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../image.ts";
import { estimateJpegQuality } from "../metadata/jpeg-quality.ts";
import { jpegSegments } from "../metadata/jpeg-segments.ts";
import { runJob } from "../pipeline/run-job.ts";
import { fixture } from "../test-support/fixtures.ts";
import { defaultQuantTable, jpegCodec, mozjpegOptions } from "./jpeg.ts";
import { pngCodec } from "./png.ts";

const DQT = 0xdb;
const photo = (): Promise<RgbaImage> => jpegCodec.decode(fixture("photo/ianare-Canon_40D-100x68.jpg"));

/** Horizontal x vertical sampling factors of each component of the frame, e.g. "2x2 1x1 1x1" for 4:2:0. */
function sampling(jpeg: Uint8Array): string {
  for (const { marker, start } of jpegSegments(jpeg)) {
    if (marker < 0xc0 || marker > 0xc2) continue;
    const components = jpeg[start + 5]!;
    return Array.from({ length: components }, (_, i) => {
      const factors = jpeg[start + 6 + 3 * i + 1]!;
      return `${factors >> 4}x${factors & 0x0f}`;
    }).join(" ");
  }
  throw new Error("no frame header");
}

/** The quantisation tables as stored (every DQT segment's payload, hex). */
function quantTables(jpeg: Uint8Array): string {
  const tables: string[] = [];
  for (const { marker, start, end } of jpegSegments(jpeg)) {
    if (marker === DQT) tables.push(Buffer.from(jpeg.subarray(start, end)).toString("hex"));
  }
  return tables.join("|");
}

const CHROMA_420 = "2x2 1x1 1x1";
const CHROMA_444 = "1x1 1x1 1x1";

describe("JPEG encoder options per quality", () => {
  it.each([
    [1, 3],
    [50, 3],
    [75, 3],
    [79, 3],
    [80, 0],
    [90, 0],
    [100, 0],
  ])("at quality %i: table %i, 4:2:0 chosen by the engine, not MozJPEG's automatic subsampling", (quality, table) => {
    expect(defaultQuantTable(quality)).toBe(table);
    expect(mozjpegOptions({ quality })).toMatchObject({
      quality,
      quant_table: table,
      auto_subsample: false,
      chroma_subsample: 2,
    });
  });

  it.each([50, 75, 79, 80, 85, 90, 95, 100])("writes 4:2:0 with the default table at quality %i", async (quality) => {
    const image = await photo();
    const jpeg = await jpegCodec.encode(image, { quality });
    // MozJPEG's automatic choice would write 2x1 (4:2:2) from quality 80 and 1x1 (4:4:4) from 90.
    expect(sampling(jpeg)).toBe(CHROMA_420);
    const expected = quantTables(await jpegCodec.encode(image, { quality, quant_table: defaultQuantTable(quality) }));
    const other = quantTables(await jpegCodec.encode(image, { quality, quant_table: 3 - defaultQuantTable(quality) }));
    expect(quantTables(jpeg)).toBe(expected);
    // At quality 100 every table scales to all ones, so the two sets cannot differ there.
    if (quality < 100) expect(quantTables(jpeg)).not.toBe(other);
  });

  it("gives the bytes of the previous defaults at quality 75, the pages' default", async () => {
    const image = await photo();
    const before = await jpegCodec.encode(image, { quality: 75, quant_table: 3, auto_subsample: true });
    expect(await jpegCodec.encode(image, { quality: 75 })).toEqual(before);
  });

  it("makes the file bigger, not smaller, where the table switches (the size-target search needs it)", async () => {
    const image = await jpegCodec.decode(fixture("photo/recurser-Landscape_1.jpg"));
    const at79 = await jpegCodec.encode(image, { quality: 79 });
    const at80 = await jpegCodec.encode(image, { quality: 80 });
    expect(at80.byteLength).toBeGreaterThan(at79.byteLength);
  });

  it("keeps a caller's own chroma and table choices", async () => {
    const image = await photo();
    expect(sampling(await jpegCodec.encode(image, { quality: 90, chroma_subsample: 1 }))).toBe(CHROMA_444);
    expect(sampling(await jpegCodec.encode(image, { quality: 90, auto_subsample: true }))).toBe(CHROMA_444);
    expect(sampling(await jpegCodec.encode(image, { quality: 80, auto_subsample: true }))).toBe("2x1 1x1 1x1");
    const table3 = await jpegCodec.encode(image, { quality: 90, quant_table: 3 });
    expect(quantTables(table3)).not.toBe(quantTables(await jpegCodec.encode(image, { quality: 90 })));
    expect(mozjpegOptions({ quality: 90, quant_table: 3 }).quant_table).toBe(3);
  });

  it("passes a job's JPEG options through, and re-encodes a quality-90 source at its own quality in 4:2:0", async () => {
    const image = await photo();
    const lossless = await pngCodec.encode(image);
    const chroma444 = await runJob(lossless, {
      kind: "image",
      steps: [],
      output: { format: "jpeg", options: { quality: 90, chroma_subsample: 1 } },
    });
    expect(chroma444.keptOriginal).toBe(false);
    expect(sampling(chroma444.bytes)).toBe(CHROMA_444);
    // A 4:4:4 source saved at quality 90 with the standard tables, as a camera or editor might.
    const source = await jpegCodec.encode(image, { quality: 90, chroma_subsample: 1 });
    expect(estimateJpegQuality(source)).toBe(90);
    const again = await runJob(source, {
      kind: "image",
      steps: [],
      output: { format: "same", options: { quality: "source" } },
    });
    expect(again.keptOriginal).toBe(false);
    expect(sampling(again.bytes)).toBe(CHROMA_420);
    // The standard tables from quality 80 let the estimate read our own quality back exactly.
    expect(estimateJpegQuality(again.bytes)).toBe(90);
  });
});
