/**
 * The browser's own JPEG decoder in the workers (packages/engine/src/pipeline/native-decode.ts)
 * against the WebAssembly path it replaces, in Chromium, on the committed corpus photos (the eight
 * EXIF orientations of one scene, a camera file with an ICC profile, a tiny GPS-tagged one, a CMYK
 * one): same sizes, same stages, and results within SSIM 0.995 of each other (in practice the same
 * pixels), both for the decode alone (lossless output, so orientation and colours are compared
 * pixel for pixel) and after the JPEG compressor's recipe (a shrinking "fit", even sides, JPEG).
 *
 * NATIVE_DECODE_PHOTOS=/a.jpg:/b.jpg adds other photos (e.g. 12 MP ones), compared with the
 * page's real recipe (fit inside 2048); the figures are printed.
 */
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { jpegCodec } from "../packages/engine/src/codecs/jpeg.ts";
import { pngCodec } from "../packages/engine/src/codecs/png.ts";
import type { RgbaImage } from "../packages/engine/src/image.ts";
import { ssim } from "../packages/engine/src/quality/ssim.ts";
import { useNodeWasm } from "../packages/engine/src/wasm/node-wasm.ts";
import { launchBrowser, openPage, type WatchedPage } from "./support/browser.ts";

useNodeWasm();
const harnessUrl = inject("harnessUrl");
const corpus = (file: string) => resolve(import.meta.dirname, "../fixtures/corpus", file);

const ORIENTED = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => corpus(`photo/recurser-Landscape_${n}.jpg`));
const OTHERS = [corpus("photo/ianare-Canon_40D-100x68.jpg"), corpus("photo/pillow-exif_gps.jpg")];
const EXTRA = (process.env.NATIVE_DECODE_PHOTOS ?? "").split(":").filter(Boolean);
const MIN_SSIM = 0.995;

interface PathResult {
  ms: number;
  width: number;
  height: number;
  stages: string[];
  bytes: string;
}
type Compared = { wasm: PathResult; native: PathResult };

let browser: Browser;
let watched: WatchedPage;

beforeAll(async () => {
  browser = await launchBrowser();
  watched = await openPage(browser);
  await watched.page.goto(harnessUrl);
  await watched.page.waitForFunction(
    () => (window as unknown as { squishEngine?: { ready: boolean } }).squishEngine?.ready,
  );
  // Start both pools' workers and compile their codecs, so the printed times are of the work.
  await compare(watched.page, ORIENTED[0]!, fitJob(1024, "jpeg"));
});
afterAll(async () => {
  await watched?.close();
  await browser?.close();
});

function fitJob(box: number, format: "jpeg" | "png") {
  return {
    kind: "image",
    steps: [{ op: "resize", width: box, height: box, mode: "fit", even: format === "jpeg" }],
    output: format === "jpeg" ? { format, options: { quality: 75 } } : { format, options: { level: 0 } },
    measureQuality: true,
  };
}
const DECODE_ONLY = { kind: "image", steps: [], output: { format: "png", options: { level: 0 } } };

function compare(page: Page, file: string, job: object): Promise<Compared> {
  return page.evaluate(
    ([input, spec]) =>
      (
        window as unknown as { squishEngine: { compareDecoders(i: number[], s: object): Promise<Compared> } }
      ).squishEngine.compareDecoders(input as number[], spec as object),
    [Array.from(readFileSync(file)), job] as const,
  );
}

const pixels = (result: PathResult, format: "jpeg" | "png") =>
  (format === "jpeg" ? jpegCodec : pngCodec).decode(new Uint8Array(Buffer.from(result.bytes, "base64")));

/** Luma SSIM at full resolution (8x8 windows, 4 px apart): stricter than the engine's 512 px score. */
function fullSsim(a: RgbaImage, b: RgbaImage): number {
  const luma = (img: RgbaImage, i: number) =>
    0.299 * img.data[i]! + 0.587 * img.data[i + 1]! + 0.114 * img.data[i + 2]!;
  const [c1, c2] = [(0.01 * 255) ** 2, (0.03 * 255) ** 2];
  let total = 0;
  let count = 0;
  for (let y = 0; y + 8 <= a.height; y += 4) {
    for (let x = 0; x + 8 <= a.width; x += 4) {
      let [sa, sb, saa, sbb, sab] = [0, 0, 0, 0, 0];
      for (let dy = 0; dy < 8; dy++) {
        for (let dx = 0; dx < 8; dx++) {
          const i = ((y + dy) * a.width + x + dx) * 4;
          const [p, q] = [luma(a, i), luma(b, i)];
          [sa, sb, saa, sbb, sab] = [sa + p, sb + q, saa + p * p, sbb + q * q, sab + p * q];
        }
      }
      const [ma, mb] = [sa / 64, sb / 64];
      const [va, vb, cov] = [saa / 64 - ma * ma, sbb / 64 - mb * mb, sab / 64 - ma * mb];
      total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      count++;
    }
  }
  return count ? total / count : 1;
}

/** Mean difference per channel (R, G, B), signed: a colour conversion would shift it. */
function meanShift(a: RgbaImage, b: RgbaImage): number[] {
  const sums = [0, 0, 0];
  for (let i = 0; i < a.data.length; i += 4) for (let c = 0; c < 3; c++) sums[c]! += b.data[i + c]! - a.data[i + c]!;
  return sums.map((s) => s / (a.data.length / 4));
}

async function check(file: string, job: object, format: "jpeg" | "png") {
  const { wasm, native } = await compare(watched.page, file, job);
  expect([native.width, native.height], basename(file)).toEqual([wasm.width, wasm.height]);
  expect(native.stages, basename(file)).toEqual(wasm.stages);
  const [a, b] = await Promise.all([pixels(wasm, format), pixels(native, format)]);
  const score = ssim(a, b);
  const full = fullSsim(a, b);
  const shift = meanShift(a, b);
  console.log(
    `${basename(file)} ${a.width}x${a.height} ${format}: SSIM ${score.toFixed(4)} (full resolution ${full.toFixed(4)}), ` +
      `mean shift ${shift.map((s) => s.toFixed(2)).join("/")}, ${native.bytes === wasm.bytes ? "same bytes" : "different bytes"}; ` +
      `wasm ${wasm.ms.toFixed(0)} ms, native ${native.ms.toFixed(0)} ms`,
  );
  expect.soft(score, basename(file)).toBeGreaterThanOrEqual(MIN_SSIM);
  expect.soft(full, basename(file)).toBeGreaterThanOrEqual(MIN_SSIM);
  for (const s of shift) expect.soft(Math.abs(s), basename(file)).toBeLessThan(1);
}

describe("the browser's JPEG decoder against the WebAssembly path, in Chromium", () => {
  it("decodes upright in all eight EXIF orientations, colours untouched", async () => {
    for (const file of [...ORIENTED, ...OTHERS]) await check(file, DECODE_ONLY, "png");
  });

  it("gives the JPEG compressor's result: fitted, even sides, JPEG", async () => {
    for (const file of ORIENTED) await check(file, fitJob(1024, "jpeg"), "jpeg");
    await check(ORIENTED[5]!, fitJob(999, "jpeg"), "jpeg");
  });

  it("leaves CMYK JPEGs to the WebAssembly path: the same bytes", async () => {
    const { wasm, native } = await compare(watched.page, corpus("photo/go-video-001.cmyk.jpeg"), fitJob(64, "jpeg"));
    expect(native.bytes).toBe(wasm.bytes);
  });

  it.runIf(EXTRA.length > 0)(
    "holds on the photos in NATIVE_DECODE_PHOTOS, with the page's recipe",
    async () => {
      for (const file of EXTRA) await check(file, fitJob(2048, "jpeg"), "jpeg");
    },
    600_000,
  );
});
