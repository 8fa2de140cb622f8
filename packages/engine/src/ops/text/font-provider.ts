// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the declaration must travel with the import into the web and e2e builds
/// <reference path="./opentype-js.d.ts" />
/**
 * Where the watermark fonts come from, mirroring wasm/wasm-provider.ts. In the browser (page or
 * module worker) the font file is fetched from the same-origin URL Vite gave it, so nothing needs
 * providing. Node has no fetch for file: URLs, so its entry points install a provider that reads
 * the files from disk (node-fonts.ts, installed by useNodeWasm). Parsed fonts are cached per id.
 */
import { parse, type Font } from "opentype.js/dist/opentype.mjs";
import { fontFileUrl, type FontId } from "./fonts.ts";
import { gposKerning, legacyKerning, type KerningFn } from "./gpos-kerning.ts";
import { readSfntTable } from "./sfnt-tables.ts";

export type FontProvider = (id: FontId) => Promise<Uint8Array>;

/** A parsed font with what text layout needs next to it. */
export interface LoadedFont {
  id: FontId;
  font: Font;
  kerning: KerningFn;
}

let provider: FontProvider | null = null;
const loaded = new Map<FontId, Promise<LoadedFont>>();

export function setFontProvider(next: FontProvider | null): void {
  provider = next;
  loaded.clear();
}

async function fetchFontFile(id: FontId): Promise<Uint8Array> {
  const response = await fetch(fontFileUrl(id));
  if (!response.ok) throw new Error(`Could not load the ${id} font (HTTP ${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Parses font file bytes into what layout needs; exported for tests and other font sources. */
export function parseFont(id: FontId, bytes: Uint8Array): LoadedFont {
  const font = parse(bytes.slice().buffer);
  const gpos = readSfntTable(bytes, "GPOS");
  const kerning = (gpos && gposKerning(gpos)) ?? legacyKerning(font.kerningPairs);
  return { id, font, kerning };
}

export function loadFont(id: FontId): Promise<LoadedFont> {
  let promise = loaded.get(id);
  if (!promise) {
    promise = (provider ?? fetchFontFile)(id).then((bytes) => parseFont(id, bytes));
    // A failed load may succeed later (a network blip in the browser), so do not cache failures.
    promise.catch(() => loaded.delete(id));
    loaded.set(id, promise);
  }
  return promise;
}
