/**
 * The image engine in a real browser: the worker pool, its module workers and every codec's
 * WebAssembly, served by the real server with its Content-Security-Policy and cross-origin isolation.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { ImageJob } from "../packages/engine/src/pipeline/job.ts";
import { runJob } from "../packages/engine/src/pipeline/run-job.ts";
import { useNodeWasm } from "../packages/engine/src/wasm/node-wasm.ts";
import { launchBrowser, openPage, type WatchedPage } from "./support/browser.ts";

const harnessUrl = inject("harnessUrl");
/** A corpus file as base64, the harness's input (a string crosses to the page far cheaper than an array). */
const fixture = (file: string) =>
  readFileSync(resolve(import.meta.dirname, "../fixtures/corpus", file)).toString("base64");

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
  compress(input: string, spec: object): Promise<Record<string, unknown>>;
  compressMany(inputs: string[], spec: object): Promise<{ ok: boolean; size?: number; message?: string }[]>;
};
const engine = (page: Page) => ({
  compress: (input: string, spec: object) =>
    page.evaluate(
      ([i, s]) => (window as unknown as { squishEngine: Engine }).squishEngine.compress(i as string, s as object),
      [input, spec] as const,
    ),
  compressMany: (inputs: string[], spec: object) =>
    page.evaluate(
      ([i, s]) => (window as unknown as { squishEngine: Engine }).squishEngine.compressMany(i as string[], s as object),
      [inputs, spec] as const,
    ),
});

describe("the engine in Chromium", () => {
  it("compresses a real photo with MozJPEG in a worker, reporting real stages", async () => {
    const result = await engine(watched.page).compress(fixture("photo/recurser-Landscape_1.jpg"), {
      kind: "image",
      steps: [{ op: "resize", width: 1024, height: 1024, mode: "fit", even: true }],
      output: { format: "jpeg", options: { quality: 75 } },
      measureQuality: true,
    });
    expect(result).toMatchObject({
      width: 1024,
      height: 682,
      keptOriginal: false,
      stages: ["decode", "resize", "encode", "measure"],
    });
    expect(result.size as number).toBeLessThan(result.originalSize as number);
    // SSIMULACRA 2, computed in the worker by the WebAssembly build of its row loops.
    expect(result.score as number).toBeGreaterThan(70);
    expect((result.head as number[]).slice(0, 3)).toEqual([0xff, 0xd8, 0xff]);
    // The worker counts the WebAssembly memory its codecs hold, which the pool reads to replace a
    // worker grown past its threshold (pool/wasm-heap.ts): MozJPEG's heap at least, here.
    const heaps = await Promise.all(
      watched.page
        .workers()
        .map((worker) =>
          worker.evaluate(() => (self as unknown as { squishHeapBytes?: () => number }).squishHeapBytes?.() ?? 0),
        ),
    );
    expect(Math.max(0, ...heaps)).toBeGreaterThan(1024 * 1024);
  });

  it("chooses a Smart quality in a worker as in Node: the same quality and the same bytes' size", async () => {
    const job: ImageJob = {
      kind: "image",
      steps: [{ op: "resize", width: 1024, height: 1024, mode: "fit", even: true }],
      output: { format: "jpeg" },
      smart: "balanced",
      measureQuality: true,
    };
    const input = fixture("photo/recurser-Landscape_4.jpg");
    const inBrowser = await engine(watched.page).compress(input, job);
    useNodeWasm();
    const inNode = await runJob(new Uint8Array(Buffer.from(input, "base64")), job);
    expect(inBrowser.smart).toEqual(inNode.smart);
    expect(inBrowser.size).toBe(inNode.size);
    expect(inBrowser.score as number).toBeCloseTo(inNode.score!, 3);
  });

  it("writes lossy PNG (libimagequant + OxiPNG), WebP and AVIF in the browser too", async () => {
    const { compress } = engine(watched.page);
    const png = await compress(fixture("png/pillow-pil123rgba-interlaced.png"), {
      kind: "image",
      steps: [],
      output: {
        format: "png",
        options: { level: 2, quantize: { colors: 128, dithering: 1, speed: 4, targetQuality: 80 } },
      },
    });
    expect((png.head as number[]).slice(1, 4)).toEqual([0x50, 0x4e, 0x47]);
    const webp = await compress(fixture("photo/recurser-Landscape_3.jpg"), {
      kind: "image",
      steps: [{ op: "resize", width: 640, height: 640 }],
      output: { format: "webp", options: { quality: 70 } },
    });
    expect(String.fromCharCode(...(webp.head as number[]).slice(8, 12))).toBe("WEBP");
    const avif = await compress(fixture("photo/recurser-Landscape_3.jpg"), {
      kind: "image",
      steps: [{ op: "resize", width: 320, height: 320 }],
      output: { format: "avif", options: { quality: 50 } },
    });
    expect(String.fromCharCode(...(avif.head as number[]).slice(4, 8))).toBe("ftyp");
  });

  it("decodes HEIC with libheif's WebAssembly in a worker, writing JPEG for the same format", async () => {
    const heic = fixture("heic/libheif-colors-with-alpha.heic");
    const result = await engine(watched.page).compress(heic, {
      kind: "image",
      steps: [],
      output: { format: "same", options: { quality: 80 } },
    });
    expect(result).toMatchObject({ width: 64, height: 64, keptOriginal: false });
    expect((result.head as number[]).slice(0, 3)).toEqual([0xff, 0xd8, 0xff]);
    // Its header is whole but its picture data is cut off: libheif's own error, as a sentence.
    const [cutShort] = await engine(watched.page).compressMany(
      [Buffer.from(heic, "base64").subarray(0, 600).toString("base64")],
      {
        kind: "image",
        steps: [],
        output: { format: "png" },
      },
    );
    expect(cutShort).toEqual({ ok: false, message: "This HEIC file is cut short: part of its image data is missing." });
  });

  it("crops, turns and writes a text watermark with the site's own font inside a worker", async () => {
    const result = await engine(watched.page).compress(fixture("photo/recurser-Landscape_1.jpg"), {
      kind: "image",
      steps: [
        { op: "crop", region: { unit: "ratio", width: 1, height: 1 } },
        { op: "rotate", degrees: 90 },
        {
          op: "watermark",
          mark: { kind: "text", text: "© Squish", font: "sans", size: 0.08, color: "#ffffff", shadow: true },
          opacity: 0.8,
          rotation: -20,
          placement: { kind: "anchor", position: "bottom-right", margin: 0.03 },
        },
      ],
      output: { format: "webp", options: { quality: 80 } },
    });
    expect(result).toMatchObject({ width: 1200, height: 1200, keptOriginal: false });
    expect(result.stages).toEqual(["decode", "crop", "rotate", "watermark", "encode"]);
  });

  it("fails a damaged file alone while the rest of the batch finishes", async () => {
    const results = await engine(watched.page).compressMany(
      [
        fixture("malformed/pngsuite-xs1n0g01.png"),
        fixture("photo/recurser-Landscape_4.jpg"),
        fixture("malformed/pillow-truncated_jpeg.jpg"),
      ],
      { kind: "image", steps: [{ op: "resize", width: 512, height: 512 }], output: { format: "jpeg" } },
    );
    expect(results[0]).toEqual({
      ok: false,
      message: "This file is not a JPEG, PNG, GIF, WebP, AVIF, BMP or HEIC image.",
    });
    expect(results[1]?.ok).toBe(true);
    if (!results[2]?.ok) expect(results[2]?.message).toMatch(/^This JPEG file/);
  });

  it("sends no file bytes anywhere, and breaks no rule of the security policy", () => {
    expect(uploads).toEqual([]);
    expect(watched.errors).toEqual([]);
  });
});
