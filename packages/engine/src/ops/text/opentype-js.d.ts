/**
 * Types for the small part of opentype.js 2.0 the engine uses. The package ships no types and
 * @types/opentype.js describes 1.x. The engine imports the ES module build by path so that Vite,
 * Vitest and plain Node all load the same file (the package's "main" is a UMD bundle).
 */
declare module "opentype.js/dist/opentype.mjs" {
  /** One drawing command of a glyph outline, in font units with y pointing up. */
  export type PathCommand =
    | { type: "M" | "L"; x: number; y: number }
    | { type: "Q"; x1: number; y1: number; x: number; y: number }
    | { type: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: "Z" };

  export interface Path {
    commands: PathCommand[];
  }

  export interface Glyph {
    index: number;
    name?: string | null;
    /** Missing on some glyphs of some fonts; treat as 0. */
    advanceWidth?: number;
    /** Built lazily on first read (composite glyphs included). */
    readonly path: Path;
  }

  export interface Font {
    unitsPerEm: number;
    /** hhea ascender and descender (descender is negative), in font units. */
    ascender: number;
    descender: number;
    tables: { hhea?: { lineGap?: number } };
    /** Pairs from the legacy `kern` table, keyed "left,right" by glyph index. */
    kerningPairs?: Record<string, number>;
    glyphs: { get(index: number): Glyph | undefined };
    /** Glyph index for one character; 0 (.notdef) when the font lacks it. */
    charToGlyphIndex(char: string): number;
  }

  export function parse(buffer: ArrayBuffer, options?: { lowMemory?: boolean }): Font;
}
