/**
 * The build's link-preview pictures: one valid 1200 × 630 PNG per tool in the catalogue, per
 * Markdown article and a default, emitted where the heads point; the second build takes them
 * from the cache, byte for byte.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { decodePng } from "../../../../packages/engine/src/draw/draw.ts";
import { ogImageFile } from "../../../../packages/shared/src/og-image.ts";
import { TOOLS } from "../../../../packages/shared/src/tools.ts";
import { ogImagePlugin } from "./og-plugin.ts";

const contentDir = fileURLToPath(new URL("../../content/blog", import.meta.url));
const slugs = readdirSync(contentDir)
  .filter((file) => file.endsWith(".md"))
  .map((file) => file.replace(/\.md$/, ""));
const cacheDir = mkdtempSync(join(tmpdir(), "squish-og-"));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/** Runs the plugin's build hook the way Vite does, keeping what it emits. */
async function emitted(plugin: Plugin): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  const context = {
    emitFile: ({ fileName, source }: { fileName: string; source: Uint8Array }) => files.set(fileName, source),
    info: () => {},
  };
  // The plugin defines the hook as a plain function and uses only these two context methods.
  const hook = plugin.generateBundle as unknown as (this: typeof context) => Promise<void>;
  await hook.call(context);
  return files;
}

/** Width and height from the PNG signature and IHDR chunk, or null when it is not a PNG. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, index) => bytes[index] === byte)) return null;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("the Open Graph picture plugin", () => {
  let first: Map<string, Uint8Array>;

  it("draws a 1200 x 630 PNG for every tool, every article and the default", { timeout: 180_000 }, async () => {
    first = await emitted(ogImagePlugin(contentDir, cacheDir));
    const expected = [
      ogImageFile.fallback(),
      ...TOOLS.map((tool) => ogImageFile.tool(tool.id)),
      ...slugs.map((slug) => ogImageFile.article(slug)),
    ];
    expect(expected).toContain("og/bulk-compress.png");
    expect(expected).toContain("og/workspace.png");
    expect([...first.keys()].sort()).toEqual(expected.sort());
    for (const [file, bytes] of first) {
      expect(pngSize(bytes), file).toEqual({ width: 1200, height: 630 });
      // Small enough for any crawler, and not an empty picture.
      expect(bytes.length, file).toBeGreaterThan(3_000);
      expect(bytes.length, file).toBeLessThan(100_000);
    }
  });

  it("writes PNGs a decoder reads, with the brand's colour and text on it", { timeout: 30_000 }, async () => {
    const image = await decodePng(first.get(ogImageFile.tool("jpeg-compress"))!);
    expect([image.width, image.height]).toEqual([1200, 630]);
    const pixel = (x: number, y: number) => [...image.data.subarray((y * 1200 + x) * 4, (y * 1200 + x) * 4 + 3)];
    // The top-left corner is the background, --primary (#4338ca).
    expect(pixel(4, 4)).toEqual([0x43, 0x38, 0xca]);
    // The title's row has white ink in it.
    const titleRow = Array.from({ length: 1040 }, (_, i) => pixel(80 + i, 190));
    expect(titleRow.some(([r, g, b]) => r! > 240 && g! > 240 && b! > 240)).toBe(true);
  });

  it("takes unchanged pictures from the cache on the next build, byte for byte", { timeout: 60_000 }, async () => {
    const second = await emitted(ogImagePlugin(contentDir, cacheDir));
    expect(readdirSync(cacheDir)).toHaveLength(first.size);
    for (const [file, bytes] of first) expect(second.get(file), file).toEqual(bytes);
  });
});
