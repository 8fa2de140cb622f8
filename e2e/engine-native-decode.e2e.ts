/**
 * The browser's own JPEG decoder in the workers (packages/engine/src/pipeline/native-decode.ts)
 * against the WebAssembly path it replaces, in Chromium, on the committed corpus photos (the eight
 * EXIF orientations of one scene, a camera file with an ICC profile, a tiny GPS-tagged one, a CMYK
 * one): same sizes, same stages, and results within SSIM 0.995 of each other (in practice the same
 * pixels), both for the decode alone (lossless output, so orientation and colours are compared
 * pixel for pixel) and after the JPEG compressor's recipe (a shrinking "fit", even sides, JPEG).
 * The harness page compares the two results and hands back only the figures.
 *
 * NATIVE_DECODE_PHOTOS=/a.jpg:/b.jpg adds other photos (e.g. 12 MP ones), compared with the
 * page's real recipe (fit inside 2048); the figures are printed.
 */
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { launchBrowser, openPage, type WatchedPage } from "./support/browser.ts";

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
}
/** What the harness page measured (e2e/engine-harness/main.ts); the pictures stay in the page. */
interface Compared {
  wasm: PathResult;
  native: PathResult;
  sameBytes: boolean;
  pixels: string;
  ssim: number;
  fullSsim: number;
  shift: number[];
}

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
        window as unknown as { squishEngine: { compareDecoders(i: string, s: object): Promise<Compared> } }
      ).squishEngine.compareDecoders(input as string, spec as object),
    [readFileSync(file).toString("base64"), job] as const,
  );
}

async function check(file: string, job: object, format: "jpeg" | "png") {
  const { wasm, native, ...compared } = await compare(watched.page, file, job);
  expect([native.width, native.height], basename(file)).toEqual([wasm.width, wasm.height]);
  expect(native.stages, basename(file)).toEqual(wasm.stages);
  console.log(
    `${basename(file)} ${compared.pixels} ${format}: SSIM ${compared.ssim.toFixed(4)} (full resolution ${compared.fullSsim.toFixed(4)}), ` +
      `mean shift ${compared.shift.map((s) => s.toFixed(2)).join("/")}, ${compared.sameBytes ? "same bytes" : "different bytes"}; ` +
      `wasm ${wasm.ms.toFixed(0)} ms, native ${native.ms.toFixed(0)} ms`,
  );
  expect.soft(compared.ssim, basename(file)).toBeGreaterThanOrEqual(MIN_SSIM);
  expect.soft(compared.fullSsim, basename(file)).toBeGreaterThanOrEqual(MIN_SSIM);
  for (const s of compared.shift) expect.soft(Math.abs(s), basename(file)).toBeLessThan(1);
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
    const { sameBytes } = await compare(watched.page, corpus("photo/go-video-001.cmyk.jpeg"), fitJob(64, "jpeg"));
    expect(sameBytes).toBe(true);
  });

  it.runIf(EXTRA.length > 0)(
    "holds on the photos in NATIVE_DECODE_PHOTOS, with the page's recipe",
    async () => {
      for (const file of EXTRA) await check(file, fitJob(2048, "jpeg"), "jpeg");
    },
    600_000,
  );
});
