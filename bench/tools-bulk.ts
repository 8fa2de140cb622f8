/**
 * `npm run bench:tools -- bulk`: the bulk compressor (/bulk-compress) of the built app in headless
 * Chromium, as a guest drops 100 mixed files (issue 13): 60 photos of 12 MP (the tools bench's
 * photos), 30 PNGs (screenshots and graphics from the corpus, and photos saved as PNG) and 10 GIFs
 * (the corpus GIFs, animated and still), then presses "Compress All". Prints the wall time from the
 * click to "Finished", files done and failed, the bytes before and after, the page's peak memory
 * and the main-thread long tasks. Never fails on time; exits 1 only when a file fails or the page
 * does not finish.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { chromium, type Worker } from "playwright-core";
import sharp from "sharp";
import { CHROMIUM_ARGS } from "../e2e/support/chromium-args.ts";
import { startInstances, stopInstances, type Instance } from "./api-session.ts";
import { CORPUS_DIR, USING_FULL_CORPUS } from "./corpus-files.ts";
import { cpuSnapshot, sampleMemory } from "./page-memory.ts";
import { benchPhotos, MAX_FILE_BYTES } from "./tools-photos.ts";
import { REPLACE_ABOVE_BYTES } from "../packages/engine/src/pool/worker-pool.ts";

const BULK_DIR = resolve(import.meta.dirname, "../test-output/bench-bulk");
const PHOTOS = 60;
const PNGS = 30;
const GIFS = 10;
const FINISH_LIMIT_MS = 30 * 60_000;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** Corpus files of one folder (not its subfolders), under the size limit. */
function corpusFiles(folder: string, extension: RegExp): string[] {
  const dir = join(CORPUS_DIR, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => extension.test(name))
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile() && statSync(file).size < MAX_FILE_BYTES)
    .sort();
}

/**
 * 30 PNGs: the corpus's PNGs as they are, then photos saved as PNG at 1600 x 1200 (a common
 * kind of PNG in a bulk drop, and the slowest for a lossless optimiser) until there are 30.
 */
async function pngs(photos: string[]): Promise<string[]> {
  const files = corpusFiles("png", /\.png$/i).slice(0, PNGS / 2);
  const out: string[] = [];
  for (const [i, source] of files.entries()) {
    const target = join(BULK_DIR, `png-${String(i + 1).padStart(2, "0")}-${basename(source)}`);
    if (!existsSync(target)) copyFileSync(source, target);
    out.push(target);
  }
  for (let i = out.length; i < PNGS; i++) {
    const target = join(BULK_DIR, `png-${String(i + 1).padStart(2, "0")}-photo.png`);
    if (!existsSync(target)) {
      await sharp(photos[i % photos.length]!)
        .resize(1600, 1200)
        .png({ compressionLevel: 6 })
        .toFile(target);
    }
    out.push(target);
  }
  return out;
}

function gifs(): string[] {
  const sources = corpusFiles("gif", /\.gif$/i);
  return Array.from({ length: GIFS }, (_, i) => {
    const source = sources[i % sources.length]!;
    const target = join(BULK_DIR, `gif-${String(i + 1).padStart(2, "0")}-${basename(source)}`);
    if (!existsSync(target)) copyFileSync(source, target);
    return target;
  });
}

/**
 * With `toFolder`, "Save to a folder" is chosen before the batch runs, the picker granted a folder
 * of Chromium's private file system (the bench cannot click a native dialog): every result is then
 * written to disk as it finishes, and the bench waits until all of them are.
 */
export async function bulkBench(chromePath: string, { toFolder = false } = {}): Promise<boolean> {
  mkdirSync(BULK_DIR, { recursive: true });
  const photos = (await benchPhotos(console.log, PHOTOS)).files;
  const files = [...photos, ...(await pngs(photos)), ...gifs()];
  const totalBytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  console.log(
    `Bulk: ${files.length} files (${PHOTOS} photos of 12 MP, ${PNGS} PNGs, ${GIFS} GIFs; ${(totalBytes / 1e6).toFixed(0)} MB) ` +
      `from the ${USING_FULL_CORPUS ? "full corpus" : "committed corpus subset"}, as a guest on /bulk-compress, default settings.`,
  );

  const instances = await startInstances(1, { DATABASE_URL: "" });
  const [instance] = instances as [Instance];
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      const durations: number[] = [];
      Object.assign(window, { squishLongTasks: durations });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) durations.push(entry.duration);
      }).observe({ type: "longtask", buffered: true });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message.split("\n")[0]!));
    await page.goto(`${instance.url}/bulk-compress`);
    await page.getByRole("heading", { name: "Bulk Compressor", exact: true }).waitFor();
    await page.waitForLoadState("networkidle");
    await page.locator('input[type="file"][data-testid="tool-file-input"]').setInputFiles(files, { timeout: 60_000 });
    // The table is virtualised: only the rows in view exist, so wait for the first.
    await page.getByTestId("result-row").first().waitFor();
    const workers = await page.evaluate(() => navigator.hardwareConcurrency);

    if (toFolder) {
      await page.evaluate(() => {
        const picking = window as unknown as { showDirectoryPicker(): Promise<FileSystemDirectoryHandle> };
        picking.showDirectoryPicker = async () =>
          (await navigator.storage.getDirectory()).getDirectoryHandle("bench-results", { create: true });
      });
      await page.getByRole("button", { name: "Save to a folder" }).click();
      await page.getByTestId("folder-save").waitFor();
    }

    // Each job worker's WebAssembly heap, read every second (pool/browser-job-worker.ts exposes it):
    // the largest any one held, and how many job workers the batch used (replaced ones included).
    // Also the sum over the live job workers at each reading, to say what the renderer's peak held.
    const jobWorkers = new Set<Worker>();
    let heapPeak = 0;
    const heapNow = new Map<Worker, number>();
    const heapSums: { at: number; bytes: number }[] = [];
    const heapTimer = setInterval(() => {
      const live = page.workers();
      for (const worker of heapNow.keys()) if (!live.includes(worker)) heapNow.delete(worker);
      heapSums.push({ at: performance.now(), bytes: [...heapNow.values()].reduce((a, b) => a + b, 0) });
      for (const worker of live) {
        void worker
          .evaluate(() => (self as unknown as { squishHeapBytes?: () => number }).squishHeapBytes?.() ?? -1)
          .then((bytes) => {
            if (bytes < 0) return;
            jobWorkers.add(worker);
            heapNow.set(worker, bytes);
            heapPeak = Math.max(heapPeak, bytes);
          })
          .catch(() => {});
      }
    }, 1_000);

    const cdp = await context.newCDPSession(page);
    const sampler = await sampleMemory(cdp, [instance.child.pid!]);
    const tasksBefore = await page.evaluate(
      () => (window as unknown as { squishLongTasks: number[] }).squishLongTasks.length,
    );
    const cpuBefore = cpuSnapshot();
    const started = performance.now();
    await page.getByRole("button", { name: "Compress All" }).click();
    let finished = true;
    try {
      await page.waitForFunction(
        () => document.querySelector('[data-testid="batch-status"]')?.textContent === "Finished",
        null,
        { timeout: FINISH_LIMIT_MS, polling: 250 },
      );
    } catch {
      finished = false;
    }
    if (toFolder && finished) {
      const done = await page.getByTestId("batch-done").innerText();
      await page.waitForFunction(
        (count) => document.querySelector('[data-testid="folder-save-count"]')?.textContent === count,
        done,
        { timeout: FINISH_LIMIT_MS, polling: 250 },
      );
    }
    const ms = performance.now() - started;
    clearInterval(heapTimer);
    const cpu = cpuSnapshot();
    const memory = await sampler.stop();
    const tasks = await page.evaluate(
      (skip) => (window as unknown as { squishLongTasks: number[] }).squishLongTasks.slice(skip),
      tasksBefore,
    );
    const done = Number(await page.getByTestId("batch-done").innerText());
    const failed = await page.getByTestId("failed-file").count();
    const failures = await page.getByTestId("failed-file").allInnerTexts();
    const oursCpu = cpu.ours - cpuBefore.ours;
    const otherCpu = Math.max(0, cpu.machine - cpuBefore.machine - oursCpu);

    console.log(
      `\nBulk compressor, 100 mixed files, default settings (from Compress All to Finished${toFolder ? ", every result saved to a folder" : ""})`,
    );
    console.log(
      "files | done | failed | wall s | files/s | page's renderer RSS peak MB | all Chromium RSS peak MB | JS heap peak MB",
    );
    console.log(
      [
        files.length,
        done,
        failed,
        (ms / 1000).toFixed(1),
        (files.length / (ms / 1000)).toFixed(2),
        mb(memory.peak.largestRendererRss),
        mb(memory.peak.chromiumRss),
        mb(memory.peak.jsHeapUsed),
      ].join(" | "),
    );
    console.log(
      `Main-thread long tasks over 50 ms: ${tasks.length}, longest ${Math.max(0, ...tasks).toFixed(0)} ms; ` +
        `workers ${workers}; CPU core-s: the bench ${oursCpu.toFixed(1)}, other processes ${otherCpu.toFixed(1)} ` +
        `(${((100 * otherCpu) / (workers * (ms / 1000))).toFixed(0)}% of the machine)`,
    );
    console.log(
      `Job workers seen: ${jobWorkers.size}; the largest WebAssembly heap one held: ${mb(heapPeak)} MB ` +
        `(a worker past ${mb(REPLACE_ABOVE_BYTES)} MB after a job is replaced)`,
    );
    // The reading of the workers' heaps nearest the renderer's peak (they are read once a second).
    const atPeak = memory.rendererPeak.at;
    const nearest = heapSums.reduce((a, b) => (Math.abs(b.at - atPeak) < Math.abs(a.at - atPeak) ? b : a), {
      at: -Infinity,
      bytes: 0,
    });
    console.log(
      `Renderer RSS: ${mb(memory.baseline.largestRendererRss)} MB with the files added, before Compress All; ` +
        `at its peak ${mb(memory.rendererPeak.largestRendererRss)} MB, the job workers held ${mb(nearest.bytes)} MB of WebAssembly heap ` +
        `(read ${((nearest.at - atPeak) / 1000).toFixed(1)} s from the peak)`,
    );
    if (!finished) console.log(`Not finished after ${FINISH_LIMIT_MS / 60_000} minutes.`);
    for (const line of failures) console.log(`Failed: ${line.replace(/\s+/g, " ")}`);
    if (errors.length) console.log(`Page errors: ${errors.slice(0, 3).join(" | ")}`);
    return finished && failed === 0;
  } finally {
    await browser.close();
    await stopInstances(instances);
  }
}
