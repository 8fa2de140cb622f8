// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the declaration must travel with the import into the web and e2e builds
/// <reference path="./opentype-js.d.ts" />
/**
 * Places text: characters to glyphs through the font's character map, advance widths plus pair
 * kerning along each line, lines split on line breaks and centred, line spacing from the font's
 * own metrics. The result is the glyph outlines as segments in pixel space, with the origin at
 * the top left of the first line's box.
 *
 * Deliberately simple shaping for short watermark text: no ligatures or other substitutions
 * (opentype.js's GSUB support throws on the shipped fonts), left-to-right only. Text is NFC
 * normalised so a letter typed with a combining accent uses the font's accented letter.
 */
import type { Glyph } from "opentype.js/dist/opentype.mjs";
import type { LoadedFont } from "./font-provider.ts";
import { addOutline, Segments } from "./flatten.ts";

export interface TextLayout {
  segments: Segments;
  /** The line boxes: widest line's advance by lines × line height (ascent + descent + gap). */
  width: number;
  height: number;
  /** Where each line's baseline is, from the top. */
  baselines: number[];
}

interface PlacedGlyph {
  glyph: Glyph;
  x: number;
}

/** Line breaks as typed on any platform. */
const LINE_BREAK = /\r\n|\r|\n/;

export function layoutText({ font, kerning }: LoadedFont, text: string, sizePx: number): TextLayout {
  const scale = sizePx / font.unitsPerEm;
  const ascent = font.ascender * scale;
  const descent = -font.descender * scale;
  const lineHeight = ascent + descent + (font.tables.hhea?.lineGap ?? 0) * scale;
  const notdef = font.glyphs.get(0);

  const lines = text
    .normalize("NFC")
    .split(LINE_BREAK)
    .map((line) => {
      const placed: PlacedGlyph[] = [];
      let x = 0;
      let previous: Glyph | null = null;
      for (const char of line) {
        const code = char.codePointAt(0)!;
        if (code < 0x20 && char !== "\t") continue; // other control characters draw nothing
        // A tab is a space here; anything the font lacks draws as its .notdef glyph.
        const glyph = font.glyphs.get(font.charToGlyphIndex(char === "\t" ? " " : char)) ?? notdef;
        if (!glyph) continue;
        if (previous) x += kerning(previous.index, glyph.index) * scale;
        placed.push({ glyph, x });
        x += (glyph.advanceWidth ?? 0) * scale;
        previous = glyph;
      }
      return { placed, width: x };
    });

  const width = Math.max(...lines.map((line) => line.width));
  const segments = new Segments();
  const baselines = lines.map((line, index) => {
    const baseline = ascent + index * lineHeight;
    const indent = (width - line.width) / 2;
    for (const { glyph, x } of line.placed) {
      addOutline(segments, glyph.path.commands, indent + x, baseline, scale);
    }
    return baseline;
  });
  return { segments, width, height: ascent + descent + (lines.length - 1) * lineHeight, baselines };
}
