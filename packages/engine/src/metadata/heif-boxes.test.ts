import { describe, expect, it } from "vitest";
import { probeImage } from "../probe.ts";
import { heifPrimarySize } from "./heif-boxes.ts";

// Small HEIF files made box by box, shaped like a phone photo: a grid item made of tiles.
const u16 = (n: number) => [n >> 8, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const text = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

function box(type: string, ...content: number[][]): number[] {
  const body = content.flat();
  return [...u32(8 + body.length), ...text(type), ...body];
}
const fullBox = (type: string, version: number, flags: number, ...content: number[][]) =>
  box(type, [version, 0, 0, flags], ...content);
const ispe = (width: number, height: number) => fullBox("ispe", 0, 0, u32(width), u32(height));

const ftyp = box("ftyp", text("heic"), u32(0), text("mif1heic"));

/** Item 1 is a 512 x 512 tile listed first; item 2, the primary, is the whole 12000 x 12000 picture. */
function gridHeif({ wide = false }: { wide?: boolean } = {}): Uint8Array {
  const id = wide ? u32 : u16;
  const index = (n: number, essential: boolean) =>
    wide ? u16(n | (essential ? 0x8000 : 0)) : [n | (essential ? 0x80 : 0)];
  const ipma = fullBox(
    "ipma",
    wide ? 1 : 0,
    wide ? 1 : 0,
    u32(2),
    [...id(1), 1, ...index(1, false)],
    [...id(2), 2, ...index(3, true), ...index(2, false)],
  );
  const ipco = box("ipco", ispe(512, 512), ispe(12000, 12000), box("irot", [1]));
  const meta = fullBox("meta", 0, 0, fullBox("pitm", wide ? 1 : 0, 0, id(2)), box("iprp", ipco, ipma));
  return new Uint8Array([...ftyp, ...meta, ...box("mdat", [1, 2, 3])]);
}

describe("heifPrimarySize", () => {
  it("reads the primary item's size, not the first tile's", () => {
    expect(heifPrimarySize(gridHeif())).toEqual([12000, 12000]);
    expect(heifPrimarySize(gridHeif({ wide: true }))).toEqual([12000, 12000]);
  });

  it("so the pixel limit sees the whole picture", () => {
    expect(() => probeImage(gridHeif())).toThrow(expect.objectContaining({ code: "too-many-pixels" }));
  });

  it("says a HEIC cut inside its header is cut short", () => {
    const file = gridHeif();
    for (const length of [40, 60, 100]) {
      expect(() => heifPrimarySize(file.subarray(0, length))).toThrow(
        expect.objectContaining({
          code: "truncated",
          message: "This HEIC file is cut short: its header is incomplete.",
        }),
      );
    }
  });

  it("says a HEIC without a primary item or with broken boxes is damaged", () => {
    const noPitm = new Uint8Array([...ftyp, ...fullBox("meta", 0, 0, box("iprp", box("ipco")))]);
    const badSize = new Uint8Array([...ftyp, ...u32(4), ...text("meta")]);
    for (const file of [noPitm, badSize]) {
      expect(() => heifPrimarySize(file)).toThrow(
        expect.objectContaining({
          code: "corrupt",
          message: "This HEIC file is damaged: its image size cannot be read.",
        }),
      );
    }
  });

  it("refuses an image sequence with no still image as unsupported", () => {
    const sequence = new Uint8Array([...ftyp, ...box("moov", box("mvhd")), ...box("mdat")]);
    expect(() => heifPrimarySize(sequence)).toThrow(expect.objectContaining({ code: "unsupported-format" }));
  });
});
