/**
 * Which characters of a text a font cannot draw (they would come out as its .notdef box), so the
 * app can say so while the person types, before any image is processed.
 */
import { loadFont } from "./font-provider.ts";
import type { FontId } from "./fonts.ts";

/** Each character the font lacks, once, in order of first use; line breaks and tabs are fine. */
export async function missingCharacters(text: string, font: FontId): Promise<string[]> {
  const { font: parsed } = await loadFont(font);
  const missing = new Set<string>();
  for (const char of text.normalize("NFC")) {
    if (char.codePointAt(0)! < 0x20) continue; // control characters draw nothing anyway
    if (parsed.charToGlyphIndex(char) === 0) missing.add(char);
  }
  return [...missing];
}
