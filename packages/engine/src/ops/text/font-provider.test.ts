import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { loadFont, setFontProvider } from "./font-provider.ts";
import { fontFileUrl, isFontId, WATERMARK_FONTS } from "./fonts.ts";
import { missingCharacters } from "./missing-characters.ts";
import { useNodeFonts } from "./node-fonts.ts";
import { readSfntTable, sfntTableDirectory } from "./sfnt-tables.ts";

afterEach(() => useNodeFonts());

describe("fonts", () => {
  it("lists each shipped font once, with an open licence", () => {
    expect(new Set(WATERMARK_FONTS.map((font) => font.id)).size).toBe(WATERMARK_FONTS.length);
    for (const font of WATERMARK_FONTS) {
      expect(isFontId(font.id)).toBe(true);
      expect(font.licence).toMatch(/Open Font License|Apache/);
    }
    expect(isFontId("comic-sans")).toBe(false);
  });

  it("keeps the shipped files small", async () => {
    for (const { id } of WATERMARK_FONTS) {
      const bytes = await readFile(fileURLToPath(fontFileUrl(id)));
      expect(bytes.byteLength).toBeLessThan(300_000);
    }
  });
});

describe("loadFont", () => {
  it("parses each font once and caches it", async () => {
    let reads = 0;
    setFontProvider(async (id) => {
      reads++;
      return new Uint8Array(await readFile(fileURLToPath(fontFileUrl(id))));
    });
    const [a, b] = await Promise.all([loadFont("serif"), loadFont("serif")]);
    expect(a).toBe(b);
    expect(reads).toBe(1);
    expect(a.font.unitsPerEm).toBeGreaterThan(0);
  });

  it("does not remember a failed load", async () => {
    let fail = true;
    setFontProvider(async (id) => {
      if (fail) throw new Error("offline");
      return new Uint8Array(await readFile(fileURLToPath(fontFileUrl(id))));
    });
    await expect(loadFont("mono")).rejects.toThrow("offline");
    fail = false;
    await expect(loadFont("mono")).resolves.toMatchObject({ id: "mono" });
  });
});

describe("kerning", () => {
  const pair = async (id: "sans" | "serif" | "mono" | "display", left: string, right: string) => {
    const { font, kerning } = await loadFont(id);
    return kerning(font.charToGlyphIndex(left), font.charToGlyphIndex(right));
  };

  it("reads pair kerning from GPOS, including Inter's extension lookups", async () => {
    expect(await pair("sans", "A", "V")).toBeLessThan(-50);
    expect(await pair("sans", "T", "o")).toBeLessThan(-50);
    expect(await pair("serif", "A", "V")).toBeLessThan(0);
    expect(await pair("display", "A", "V")).toBeLessThan(0);
    expect(await pair("sans", "o", "o")).toBe(0);
  });

  it("gives none for a font without kerning (the monospace)", async () => {
    expect(await pair("mono", "A", "V")).toBe(0);
  });
});

describe("sfnt tables", () => {
  it("reads a WOFF's directory and inflates its tables", async () => {
    const woff = new Uint8Array(await readFile(fileURLToPath(fontFileUrl("sans"))));
    const tags = sfntTableDirectory(woff).map((entry) => entry.tag);
    expect(tags).toEqual(expect.arrayContaining(["cmap", "glyf", "GPOS", "head"]));
    const head = readSfntTable(woff, "head")!;
    expect(new DataView(head.buffer, head.byteOffset).getUint32(12)).toBe(0x5f0f3cf5); // head's magic number
    expect(readSfntTable(woff, "CFF ")).toBeNull();
  });

  it("refuses files that are not fonts, and WOFF2", () => {
    expect(() => sfntTableDirectory(new TextEncoder().encode("not a font at all"))).toThrow(/Not a TrueType/);
    expect(() => sfntTableDirectory(new TextEncoder().encode("wOF2 and more bytes"))).toThrow(/WOFF2/);
  });
});

describe("missingCharacters", () => {
  it("names the characters a font would draw as boxes", async () => {
    expect(await missingCharacters("Café ©2025\n", "sans")).toEqual([]);
    expect(await missingCharacters("a☃b😀☃", "sans")).toEqual(["☃", "😀"]);
  });
});
