/**
 * The BMP decoder on hand-built files (every header, bit depth and compression, and damaged files),
 * which need no external tool. Files written by ImageMagick are compared in bmp-imagemagick.test.ts.
 */
import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.ts";
import { probeImage } from "../probe.ts";
import { FORMAT_MIME, sniffFormat } from "../sniff-format.ts";
import { buildBmp, paddedRows, words, type BmpSpec } from "../test-support/bmp-builder.ts";
import { decodeBmp } from "./bmp.ts";

const BI_RLE8 = 1;
const BI_RLE4 = 2;
const BI_BITFIELDS = 3;
const BI_JPEG = 4;
const BI_ALPHABITFIELDS = 6;

const DAMAGED = { code: "corrupt", message: "This BMP file is damaged and cannot be decoded." };
const CUT_SHORT = { code: "truncated", message: "This BMP file is cut short: its pixel data is incomplete." };

/** Decoded pixels as rows of `[r, g, b, a]` strings, top row first, for readable comparisons. */
async function rows(bytes: Uint8Array): Promise<string[][]> {
  const image = await decodeBmp(bytes);
  return Array.from({ length: image.height }, (_, y) =>
    Array.from({ length: image.width }, (_, x) =>
      [...image.data.subarray((y * image.width + x) * 4, (y * image.width + x + 1) * 4)].join(","),
    ),
  );
}

const rgba = (r: number, g: number, b: number, a = 255) => `${r},${g},${b},${a}`;
const CLEAR = rgba(0, 0, 0, 0);

describe("decodeBmp: palettes", () => {
  const two = [
    [10, 20, 30],
    [200, 100, 50],
  ];
  const [P0, P1] = [rgba(10, 20, 30), rgba(200, 100, 50)];

  it("reads 1-bit rows bottom-up, most significant bit first, each padded to four bytes", async () => {
    // 10 pixels need 2 bytes, padded to 4. The file's first row is the picture's bottom row.
    const bmp = buildBmp({
      width: 10,
      height: 2,
      bitCount: 1,
      palette: two,
      pixels: paddedRows([
        [0xaa, 0x80],
        [0xf8, 0x00],
      ]),
    });
    expect(await rows(bmp)).toEqual([
      [P1, P1, P1, P1, P1, P0, P0, P0, P0, P0],
      [P1, P0, P1, P0, P1, P0, P1, P0, P1, P0],
    ]);
  });

  it("reads 4-bit rows, high nibble first", async () => {
    const palette = Array.from({ length: 16 }, (_, i) => [i * 16, 7, 255 - i * 16]);
    const bmp = buildBmp({ width: 3, height: 1, bitCount: 4, palette, pixels: paddedRows([[0x1f, 0x70]]) });
    expect(await rows(bmp)).toEqual([[rgba(16, 7, 239), rgba(240, 7, 15), rgba(112, 7, 143)]]);
  });

  it("reads 8-bit rows top-down when the height is negative", async () => {
    const palette = [...two, [1, 2, 3]];
    const bmp = buildBmp({
      width: 2,
      height: -2,
      bitCount: 8,
      palette,
      pixels: paddedRows([
        [0, 1],
        [2, 0],
      ]),
    });
    expect(await rows(bmp)).toEqual([
      [P0, P1],
      [rgba(1, 2, 3), P0],
    ]);
  });

  it("reads OS/2 core headers, whose palette entries are three bytes", async () => {
    const palette = [...two, [1, 2, 3]];
    const bmp = buildBmp({
      width: 3,
      height: 1,
      bitCount: 8,
      headerSize: 12,
      palette,
      pixels: paddedRows([[2, 0, 1]]),
    });
    expect(await rows(bmp)).toEqual([[rgba(1, 2, 3), P0, P1]]);
    const rgb = buildBmp({ width: 1, height: 1, bitCount: 24, headerSize: 12, pixels: paddedRows([[30, 20, 10]]) });
    expect(await rows(rgb)).toEqual([[rgba(10, 20, 30)]]);
  });

  it("uses the declared number of colours and refuses an index past them", async () => {
    const spec: BmpSpec = {
      width: 2,
      height: 1,
      bitCount: 8,
      palette: two,
      colorsUsed: 2,
      pixels: paddedRows([[1, 0]]),
    };
    expect(await rows(buildBmp(spec))).toEqual([[P1, P0]]);
    const outOfRange = buildBmp({ ...spec, pixels: paddedRows([[1, 5]]) });
    await expect(decodeBmp(outOfRange)).rejects.toMatchObject(DAMAGED);
  });
});

describe("decodeBmp: direct colour", () => {
  it("reads 24-bit BGR rows with their padding", async () => {
    const bmp = buildBmp({
      width: 3,
      height: 2,
      bitCount: 24,
      pixels: paddedRows([
        [1, 2, 3, 4, 5, 6, 7, 8, 9],
        [10, 11, 12, 13, 14, 15, 16, 17, 18],
      ]),
    });
    expect(await rows(bmp)).toEqual([
      [rgba(12, 11, 10), rgba(15, 14, 13), rgba(18, 17, 16)],
      [rgba(3, 2, 1), rgba(6, 5, 4), rgba(9, 8, 7)],
    ]);
    // Writers that leave out the last row's padding lose nothing.
    expect(await rows(bmp.subarray(0, bmp.length - 3))).toEqual(await rows(bmp));
  });

  it("reads 16-bit 5-5-5 without masks and 5-6-5 with BI_BITFIELDS masks", async () => {
    const rgb555 = buildBmp({ width: 2, height: 1, bitCount: 16, pixels: paddedRows([words([0x7c00, 0x8210], 2)]) });
    // 16 of 31 scales to 132 of 255; the top bit is unused.
    expect(await rows(rgb555)).toEqual([[rgba(255, 0, 0), rgba(0, 132, 132)]]);
    const rgb565 = buildBmp({
      width: 4,
      height: 1,
      bitCount: 16,
      compression: BI_BITFIELDS,
      masks: [0xf800, 0x07e0, 0x001f],
      pixels: paddedRows([words([0xf800, 0x07e0, 0x001f, 0x8410], 2)]),
    });
    expect(await rows(rgb565)).toEqual([[rgba(255, 0, 0), rgba(0, 255, 0), rgba(0, 0, 255), rgba(132, 130, 132)]]);
  });

  it("reads 32-bit BI_RGB alpha only when some pixel sets it", async () => {
    const opaque = buildBmp({ width: 2, height: 1, bitCount: 32, pixels: [1, 2, 3, 0, 4, 5, 6, 0] });
    expect(await rows(opaque)).toEqual([[rgba(3, 2, 1), rgba(6, 5, 4)]]);
    const translucent = buildBmp({ width: 2, height: 1, bitCount: 32, pixels: [1, 2, 3, 128, 4, 5, 6, 0] });
    expect(await rows(translucent)).toEqual([[rgba(3, 2, 1, 128), rgba(6, 5, 4, 0)]]);
  });

  it("reads alpha masks from V4, V5 and 56-byte headers, and from ALPHABITFIELDS", async () => {
    const masks = [0xff000000, 0x00ff0000, 0x0000ff00, 0x000000ff];
    for (const headerSize of [56, 108, 124]) {
      const bmp = buildBmp({
        width: 1,
        height: 1,
        bitCount: 32,
        compression: BI_BITFIELDS,
        headerSize,
        masks,
        pixels: words([0x11223344], 4),
      });
      expect(await rows(bmp)).toEqual([[rgba(0x11, 0x22, 0x33, 0x44)]]);
    }
    // 1-5-5-5 in 16 bits, the masks after a 40-byte header.
    const argb1555 = buildBmp({
      width: 2,
      height: 1,
      bitCount: 16,
      compression: BI_ALPHABITFIELDS,
      masks: [0x7c00, 0x03e0, 0x001f, 0x8000],
      pixels: paddedRows([words([0xfc00, 0x001f], 2)]),
    });
    expect(await rows(argb1555)).toEqual([[rgba(255, 0, 0, 255), rgba(0, 0, 255, 0)]]);
    // A 40-byte header with BI_BITFIELDS has three masks and no alpha: opaque, whatever the top byte says.
    const noAlpha = buildBmp({
      width: 1,
      height: 1,
      bitCount: 32,
      compression: BI_BITFIELDS,
      masks: masks.slice(1),
      pixels: words([0x00112233], 4),
    });
    expect(await rows(noAlpha)).toEqual([[rgba(0x11, 0x22, 0x33)]]);
  });

  it("refuses a mask that is not one run of bits", async () => {
    const bmp = buildBmp({
      width: 1,
      height: 1,
      bitCount: 16,
      compression: BI_BITFIELDS,
      masks: [0xf801, 0x07e0, 0x001e],
      pixels: [0, 0, 0, 0],
    });
    await expect(decodeBmp(bmp)).rejects.toMatchObject(DAMAGED);
  });
});

describe("decodeBmp: run-length encoding", () => {
  const palette = [
    [0, 0, 0],
    [255, 0, 0],
    [0, 255, 0],
    [0, 0, 255],
  ];
  const [K, R, G, B] = palette.map(([r, g, b]) => rgba(r!, g!, b!));

  it("reads RLE8 runs, literal runs with their padding, line ends, jumps and the end mark", async () => {
    const pixels = [
      ...[3, 1], // three red
      ...[0, 3, 2, 3, 0, 0], // literally green, blue, black, then a pad byte
      ...[0, 0], // end of line
      ...[0, 2, 2, 1], // jump 2 right and 1 up: the middle row stays empty
      ...[2, 3], // two blue
      ...[0, 1], // end of bitmap
    ];
    const bmp = buildBmp({ width: 6, height: 3, bitCount: 8, compression: BI_RLE8, palette, pixels });
    // Pixels the runs skip are transparent, as browsers show them.
    expect(await rows(bmp)).toEqual([
      [CLEAR, CLEAR, B, B, CLEAR, CLEAR],
      [CLEAR, CLEAR, CLEAR, CLEAR, CLEAR, CLEAR],
      [R, R, R, G, B, K],
    ]);
  });

  it("reads RLE4 runs of alternating nibbles and literal runs of nibbles", async () => {
    const sixteen = [...palette, ...Array.from({ length: 12 }, (_, i) => [i * 20, i * 20, i * 20])];
    const pixels = [...[3, 0x12], ...[0, 5, 0x30, 0x12, 0x30, 0], ...[0, 1]];
    const bmp = buildBmp({ width: 8, height: 1, bitCount: 4, compression: BI_RLE4, palette: sixteen, pixels });
    expect(await rows(bmp)).toEqual([[R, G, R, B, K, R, G, B]]);
  });

  it("accepts data that ends after the last line without an end mark", async () => {
    const bmp = buildBmp({ width: 2, height: 1, bitCount: 8, compression: BI_RLE8, palette, pixels: [2, 1, 0, 0] });
    expect(await rows(bmp)).toEqual([[R, R]]);
  });

  it("drops pixels of runs that go past the row's end, as ImageMagick writes its row padding", async () => {
    const pixels = [...[3, 1], ...[0, 0], ...[0, 3, 2, 3, 3, 0], ...[0, 1]];
    const bmp = buildBmp({ width: 2, height: 2, bitCount: 8, compression: BI_RLE8, palette, pixels });
    expect(await rows(bmp)).toEqual([
      [G, B],
      [R, R],
    ]);
  });

  it.each([
    ["a jump out of the picture", [0, 2, 0, 5], DAMAGED],
    ["an index past the palette", [2, 9, 0, 1], DAMAGED],
    ["data that stops before the last row", [2, 1, 0, 0, 1], CUT_SHORT],
    ["a literal run cut short", [0, 4, 1], CUT_SHORT],
  ])("refuses %s", async (_, pixels, error) => {
    const bmp = buildBmp({ width: 2, height: 2, bitCount: 8, compression: BI_RLE8, palette, pixels });
    await expect(decodeBmp(bmp)).rejects.toMatchObject(error);
  });
});

describe("decodeBmp: damaged headers", () => {
  const valid: BmpSpec = {
    width: 4,
    height: 4,
    bitCount: 24,
    pixels: paddedRows(Array.from({ length: 4 }, () => new Array(12).fill(7))),
  };

  it("says pixel data cut short is cut short", async () => {
    const bmp = buildBmp(valid);
    await expect(decodeBmp(bmp.subarray(0, bmp.length - 20))).rejects.toMatchObject(CUT_SHORT);
    await expect(decodeBmp(buildBmp({ ...valid, pixelOffset: 5000 }))).rejects.toMatchObject(CUT_SHORT);
    await expect(decodeBmp(buildBmp({ ...valid, headerSize: 124 }).subarray(0, 60))).rejects.toMatchObject({
      code: "truncated",
      message: "This BMP file is cut short: its header is incomplete.",
    });
  });

  it("refuses absurd dimensions before allocating anything", async () => {
    await expect(decodeBmp(buildBmp({ ...valid, width: 0x7fffffff, height: 0x7fffffff }))).rejects.toMatchObject({
      code: "too-many-pixels",
    });
    await expect(decodeBmp(buildBmp({ ...valid, width: 60_000, height: -60_000 }))).rejects.toMatchObject({
      code: "too-many-pixels",
    });
    // 100 megapixels is allowed, but 40 bytes cannot hold them: refused from the header alone.
    await expect(decodeBmp(buildBmp({ ...valid, width: 10_000, height: 10_000 }))).rejects.toMatchObject(CUT_SHORT);
    for (const [width, height] of [
      [0, 4],
      [4, 0],
      [-4, 4],
    ] as const) {
      await expect(decodeBmp(buildBmp({ ...valid, width, height }))).rejects.toMatchObject(DAMAGED);
    }
  });

  it.each([
    ["an unknown header size", { headerSize: 20 }],
    ["a bit depth BMP does not have", { bitCount: 7 }],
    ["RLE8 on 4-bit pixels", { bitCount: 4, compression: BI_RLE8, palette: [[0, 0, 0]] }],
    ["a pixel offset inside the header", { pixelOffset: 30 }],
    ["a palette image without a palette", { bitCount: 8 }],
  ])("refuses %s", async (_, change) => {
    await expect(decodeBmp(buildBmp({ ...valid, ...change }))).rejects.toMatchObject(DAMAGED);
  });

  it("refuses a file that is not a BMP, and one that wraps a JPEG", async () => {
    await expect(decodeBmp(new TextEncoder().encode("BMX this is some text"))).rejects.toMatchObject(DAMAGED);
    await expect(decodeBmp(buildBmp({ ...valid, compression: BI_JPEG }))).rejects.toMatchObject({
      code: "unsupported-format",
    });
  });

  it("fails with an EngineError, never a crash, on every prefix and on random damage", async () => {
    const samples = [
      buildBmp(valid),
      buildBmp({
        width: 3,
        height: -2,
        bitCount: 4,
        palette: [
          [1, 2, 3],
          [4, 5, 6],
        ],
        pixels: paddedRows([
          [0x01, 0x10],
          [0x11, 0x00],
        ]),
      }),
      buildBmp({
        width: 2,
        height: 2,
        bitCount: 8,
        compression: BI_RLE8,
        palette: [[9, 9, 9]],
        pixels: [2, 0, 0, 0, 0, 2, 0, 0, 0, 1],
      }),
      buildBmp({
        width: 2,
        height: 1,
        bitCount: 16,
        compression: BI_BITFIELDS,
        headerSize: 124,
        masks: [0xf800, 0x07e0, 0x001f, 0],
        pixels: [1, 2, 3, 4],
      }),
    ];
    let seed = 1;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const sample of samples) {
      const variants = Array.from({ length: sample.length }, (_, n) => sample.subarray(0, n));
      for (let k = 0; k < 300; k++) {
        const damaged = sample.slice();
        damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
        variants.push(damaged);
      }
      for (const variant of variants) {
        const outcome = await decodeBmp(variant).catch((error: unknown) => error);
        if (!(outcome instanceof EngineError)) expect(outcome).toHaveProperty("data");
      }
    }
  });
});

describe("BMP in sniffFormat and probeImage", () => {
  it("recognises every header size and nothing else that starts with BM", () => {
    for (const headerSize of [12, 40, 52, 56, 108, 124]) {
      expect(sniffFormat(buildBmp({ width: 1, height: 1, bitCount: 24, headerSize, pixels: [0, 0, 0, 0] }))).toBe(
        "bmp",
      );
    }
    expect(sniffFormat(new TextEncoder().encode("BM is a plain text file, not a bitmap"))).toBeNull();
    expect(FORMAT_MIME.bmp).toBe("image/bmp");
  });

  it("reads the declared size, a top-down height as its absolute value", () => {
    const pixels = [0, 0, 0, 0];
    expect(probeImage(buildBmp({ width: 300, height: -200, bitCount: 24, pixels }))).toEqual({
      format: "bmp",
      width: 300,
      height: 200,
    });
    expect(probeImage(buildBmp({ width: 640, height: 480, bitCount: 24, headerSize: 12, pixels }))).toEqual({
      format: "bmp",
      width: 640,
      height: 480,
    });
    expect(() => probeImage(buildBmp({ width: 60_000, height: 60_000, bitCount: 1, pixels }))).toThrow(
      expect.objectContaining({ code: "too-many-pixels" }),
    );
  });
});
