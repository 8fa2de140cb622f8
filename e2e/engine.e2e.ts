/**
 * The image engine in a real browser: the worker pool, its module workers and every codec's
 * WebAssembly, served by the real server with its Content-Security-Policy and cross-origin isolation.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { launchBrowser, openPage, type WatchedPage } from "./support/browser.ts";

const harnessUrl = inject("harnessUrl");
const fixture = (file: string) => Array.from(readFileSync(resolve(import.meta.dirname, "../fixtures/corpus", file)));

let browser: Browser;
let watched: WatchedPage;
const uploads: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  watched = await openPage(browser);
  watched.page.on("request", (request) => {
    if (request.postData() !== null || request.method() !== "GET") uploads.push(`${request.method()} ${request.url()}`);
  });
  await watched.page.goto(harnessUrl);
  await watched.page.waitForFunction(
    () => (window as unknown as { squishEngine?: { ready: boolean } }).squishEngine?.ready,
  );
});
afterAll(async () => {
  await watched?.close();
  await browser?.close();
});

type Engine = {
  compress(input: number[], spec: object): Promise<Record<string, unknown>>;
  compressMany(inputs: number[][], spec: object): Promise<{ ok: boolean; size?: number; message?: string }[]>;
};
const engine = (page: Page) => ({
  compress: (input: number[], spec: object) =>
    page.evaluate(
      ([i, s]) => (window as unknown as { squishEngine: Engine }).squishEngine.compress(i as number[], s as object),
      [input, spec] as const,
    ),
  compressMany: (inputs: number[][], spec: object) =>
    page.evaluate(
      ([i, s]) =>
        (window as unknown as { squishEngine: Engine }).squishEngine.compressMany(i as number[][], s as object),
      [inputs, spec] as const,
    ),
});

describe("the engine in Chromium", () => {
  it("compresses a real photo with MozJPEG in a worker, reporting real stages", async () => {
    const result = await engine(watched.page).compress(fixture("photo/recurser-Landscape_1.jpg"), {
      format: "jpeg",
      options: { quality: 75 },
      maxSize: { width: 1024, height: 1024 },
      measureQuality: true,
    });
    expect(result).toMatchObject({
      width: 1024,
      height: 682,
      keptOriginal: false,
      stages: ["decode", "resize", "encode", "measure"],
    });
    expect(result.size as number).toBeLessThan(result.originalSize as number);
    expect(result.quality as number).toBeGreaterThan(0.9);
    expect((result.head as number[]).slice(0, 3)).toEqual([0xff, 0xd8, 0xff]);
  });

  it("writes lossy PNG (libimagequant + OxiPNG), WebP and AVIF in the browser too", async () => {
    const { compress } = engine(watched.page);
    const png = await compress(fixture("png/pillow-pil123rgba-interlaced.png"), {
      format: "png",
      options: { level: 2, quantize: { colors: 128, dithering: 1, speed: 4, targetQuality: 80 } },
    });
    expect((png.head as number[]).slice(1, 4)).toEqual([0x50, 0x4e, 0x47]);
    const webp = await compress(fixture("photo/recurser-Landscape_3.jpg"), {
      format: "webp",
      options: { quality: 70 },
      maxSize: { width: 640, height: 640 },
    });
    expect(String.fromCharCode(...(webp.head as number[]).slice(8, 12))).toBe("WEBP");
    const avif = await compress(fixture("photo/recurser-Landscape_3.jpg"), {
      format: "avif",
      options: { quality: 50 },
      maxSize: { width: 320, height: 320 },
    });
    expect(String.fromCharCode(...(avif.head as number[]).slice(4, 8))).toBe("ftyp");
  });

  it("fails a damaged file alone while the rest of the batch finishes", async () => {
    const results = await engine(watched.page).compressMany(
      [
        fixture("malformed/pngsuite-xs1n0g01.png"),
        fixture("photo/recurser-Landscape_4.jpg"),
        fixture("malformed/pillow-truncated_jpeg.jpg"),
      ],
      { format: "jpeg", maxSize: { width: 512, height: 512 } },
    );
    expect(results[0]).toEqual({ ok: false, message: "This file is not a JPEG, PNG, GIF, WebP or AVIF image." });
    expect(results[1]?.ok).toBe(true);
    if (!results[2]?.ok) expect(results[2]?.message).toMatch(/^This JPEG file/);
  });

  it("sends no file bytes anywhere, and breaks no rule of the security policy", () => {
    expect(uploads).toEqual([]);
    expect(watched.errors).toEqual([]);
  });
});
