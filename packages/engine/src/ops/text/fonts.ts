/**
 * The fonts a watermark can be set in. The files ship with the engine (assets/fonts, each with its
 * licence); only the Latin subset of each, so a font costs the page 15–31 KB, and only when used.
 */
import type { WatermarkFontId } from "@squish/shared/steps/watermark";

/**
 * Ids name the font's role, not the typeface, so a saved setting survives swapping a typeface for
 * a better one later.
 */
export type FontId = WatermarkFontId;

export interface WatermarkFont {
  id: FontId;
  label: string;
  licence: string;
}

export const WATERMARK_FONTS: readonly WatermarkFont[] = [
  { id: "sans", label: "Inter", licence: "SIL Open Font License 1.1" },
  { id: "serif", label: "Lora", licence: "SIL Open Font License 1.1" },
  { id: "mono", label: "Roboto Mono", licence: "SIL Open Font License 1.1" },
  { id: "display", label: "Anton", licence: "SIL Open Font License 1.1" },
];

export function isFontId(value: unknown): value is FontId {
  return WATERMARK_FONTS.some((font) => font.id === value);
}

/**
 * Where each font file is. Each `new URL("literal", import.meta.url)` is spelt out in full because
 * that is the pattern Vite recognises: it emits the file as a hashed same-origin asset and rewrites
 * the URL, in the page and in module workers alike. In Node the same URL is a file: URL on disk.
 */
export function fontFileUrl(id: FontId): URL {
  switch (id) {
    case "sans":
      return new URL("../../../assets/fonts/inter-latin-400-normal.woff", import.meta.url);
    case "serif":
      return new URL("../../../assets/fonts/lora-latin-400-normal.woff", import.meta.url);
    case "mono":
      return new URL("../../../assets/fonts/roboto-mono-latin-400-normal.woff", import.meta.url);
    case "display":
      return new URL("../../../assets/fonts/anton-latin-400-normal.woff", import.meta.url);
  }
}
