/**
 * `npm run bench:tools`: the JPEG compressor page (/jpeg-compress) of the built app in headless
 * Chromium on this machine, as a signed-in user compresses 50 photos of 12 MP with the default
 * settings: two rounds of 25 (the signed-in limit is 30 files), each in batch mode (10 files or
 * more are queued and started by the page, no clicks), cleared with "Clear All" in between. Prints
 * the wall time from adding the files to the last result, images per second, the worker count and
 * the page's peak memory; then the same with one worker (`?workers=1`), for the scaling; then the
 * engine's own core-seconds for the same photos in Node, beside the page's (tools-engine-cost.ts). Checks
 * the site's claim "50 images compressed in under 2 minutes" and prints whether the figure backs
 * it, but never fails on time: it exits non-zero only when the page breaks its contract or a photo
 * fails. `npm run bench:tools -- bulk` runs the bulk compressor's 100 mixed files instead
 * (bench/tools-bulk.ts); `-- bulk folder` the same with "Save to a folder" chosen first.
 */
import { writeFileSync } from "node:fs";
import { CHROMIUM_ARGS } from "../e2e/support/chromium-args.ts";
import { chromium, type BrowserContext, type Locator, type Page } from "playwright-core";
// @ts-expect-error: a plain .mjs helper shared with scripts/test.mjs
import { findChromium } from "../scripts/find-chromium.mjs";
import { requireBuiltServer, signedInCookie, startInstances, stopInstances, type Instance } from "./api-session.ts";
import { engineCoreSeconds } from "./tools-engine-cost.ts";
import { cpuSnapshot, sampleMemory, type MemorySample, type MemorySummary } from "./page-memory.ts";
import { benchPhotos, PHOTO_COUNT, PHOTO_HEIGHT, PHOTO_QUALITY, PHOTO_WIDTH } from "./tools-photos.ts";

const ROUND_SIZE = 25;
const CLAIM_SECONDS = 120;
/** A round that has not finished by then is stuck, not slow: 25 photos take a few minutes at most. */
const ROUND_LIMIT_MS = 20 * 60_000;
/** Cards all still pending this long after adding: batch mode did not start. */
const PENDING_LIMIT_MS = 30_000;
const POLL_MS = 100;

const FILE_INPUT = 'input[type="file"][data-testid="tool-file-input"]';
const FILE_CARD = '[data-testid="file-card"]';

/** The page did not do what the contract says: reported as observed, and the bench exits 1. */
class PageContractError extends Error {}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

interface Counts {
  cards: number;
  pending: number;
  processing: number;
  completed: number;
  error: number;
  /** Cards with another data-status, or none. */
  other: number;
}

interface Round {
  ms: number;
  /** From adding the files to the first card completed (or failed). */
  firstResultMs: number;
  completed: number;
  errors: number;
  /** CPU seconds used during the round by the bench (browser, server, this process) and by the rest of the machine. */
  oursCpuS: number;
  otherCpuS: number;
}

interface Run {
  label: string;
  /** The pool size asked for: ?workers=N, or navigator.hardwareConcurrency for the default. */
  workers: number;
  hardwareConcurrency: number;
  /** Most workers the page had alive at once, as Playwright saw them start and close. */
  workersAliveMax: number;
  workersStarted: number;
  rounds: Round[];
  memory: MemorySummary;
  consoleErrors: string[];
  notes: string[];
  /** Main-thread tasks over 50 ms while the rounds ran (the page should stay responsive). */
  longTasks: { count: number; longestMs: number; totalMs: number };
}

function cardCounts(page: Page): Promise<Counts> {
  return page.evaluate((selector) => {
    const counts = { cards: 0, pending: 0, processing: 0, completed: 0, error: 0, other: 0 };
    document.querySelectorAll(selector).forEach((card) => {
      counts.cards++;
      const status = card.getAttribute("data-status");
      if (status === "pending" || status === "processing" || status === "completed" || status === "error") {
        counts[status]++;
      } else counts.other++;
    });
    return counts;
  }, FILE_CARD);
}

const describe = (c: Counts) =>
  `${c.cards} cards: ${c.pending} pending, ${c.processing} processing, ${c.completed} completed, ${c.error} error` +
  (c.other ? `, ${c.other} with another or no data-status` : "");

/** Adds the files and waits until every card has a result; timed from the setInputFiles call. */
async function round(page: Page, input: Locator, files: string[], label: string): Promise<Round> {
  const cpuBefore = cpuSnapshot();
  const started = performance.now();
  try {
    await input.setInputFiles(files, { timeout: 10_000 });
  } catch (error) {
    const heading = await page
      .locator("h1")
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => null);
    throw new PageContractError(
      `${label}: could not add the files (${String(error).split("\n")[0]}); the page's heading says ${JSON.stringify(heading)}`,
    );
  }
  let firstResultMs = Number.NaN;
  let lastProgress = started;
  let settledSince = Number.NaN;
  for (;;) {
    const counts = await cardCounts(page);
    const now = performance.now();
    const elapsed = now - started;
    const done = counts.completed + counts.error;
    if (Number.isNaN(firstResultMs) && done > 0) firstResultMs = elapsed;
    if (counts.cards === files.length && done === files.length) {
      const cpu = cpuSnapshot();
      const oursCpuS = cpu.ours - cpuBefore.ours;
      const otherCpuS = Math.max(0, cpu.machine - cpuBefore.machine - oursCpuS);
      return { ms: elapsed, firstResultMs, completed: counts.completed, errors: counts.error, oursCpuS, otherCpuS };
    }
    if (counts.cards > files.length) {
      throw new PageContractError(`${label}: ${files.length} files added, but the page shows ${describe(counts)}`);
    }
    // Every card shown has its result, but fewer cards than files: the page did not take them all.
    const settled = counts.cards > 0 && done === counts.cards;
    if (!settled) settledSince = Number.NaN;
    else if (Number.isNaN(settledSince)) settledSince = now;
    if (settled && now - settledSince > 5000) {
      throw new PageContractError(`${label}: ${files.length} files added, the page shows only ${describe(counts)}`);
    }
    if (elapsed > PENDING_LIMIT_MS && counts.cards > 0 && counts.pending === counts.cards) {
      throw new PageContractError(
        `${label}: ${seconds(elapsed)} s after adding ${files.length} files every card is still pending ` +
          `(${describe(counts)}); batch mode (queued after 500 ms, started 1 s later when signed in) did not start`,
      );
    }
    if (elapsed > PENDING_LIMIT_MS && counts.cards === 0) {
      throw new PageContractError(`${label}: no ${FILE_CARD} appeared within ${seconds(elapsed)} s of adding files`);
    }
    if (elapsed > ROUND_LIMIT_MS) {
      throw new PageContractError(`${label}: not finished after ${seconds(elapsed)} s, stuck at ${describe(counts)}`);
    }
    if (now - lastProgress > 15_000) {
      console.log(`  ${label}: ${seconds(elapsed)} s, ${describe(counts)}`);
      lastProgress = now;
    }
    await sleep(POLL_MS);
  }
}

/** Clicks "Clear All" and waits for the cards to go; confirms a dialog generically if one appears. */
async function clearAll(page: Page, notes: string[]): Promise<void> {
  const button = page.getByRole("button", { name: "Clear All", exact: true });
  try {
    await button.click({ timeout: 10_000 });
  } catch (error) {
    throw new PageContractError(`No enabled button named "Clear All" after the first round: ${String(error)}`);
  }
  const cards = page.locator(FILE_CARD);
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog")).first();
  const deadline = performance.now() + 10_000;
  let confirmed = false;
  while ((await cards.count()) > 0) {
    if (!confirmed && (await dialog.isVisible())) {
      const confirm = dialog.getByRole("button", { name: /clear|confirm|yes|ok|remove|delete|continue/i }).first();
      const name = (await confirm.textContent())?.trim();
      await confirm.click();
      notes.push(`"Clear All" asked for confirmation in a dialog; confirmed with its "${name}" button.`);
      confirmed = true;
    }
    if (performance.now() > deadline) {
      throw new PageContractError(`"Clear All" clicked, yet 10 s later ${describe(await cardCounts(page))}`);
    }
    await sleep(POLL_MS);
  }
}

/** The API session's Cookie header as cookies of the server's origin. */
async function signIn(context: BrowserContext, instance: Instance, cookieHeader: string) {
  await context.addCookies(
    cookieHeader.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: instance.url };
    }),
  );
  const session = await context.request.get(`${instance.url}/api/auth/get-session`);
  const body = (await session.json().catch(() => null)) as { user?: { email?: string } } | null;
  if (!body?.user) throw new Error(`The browser is not signed in: get-session answered ${session.status()}`);
}

async function run(
  label: string,
  query: string,
  instance: Instance,
  cookieHeader: string,
  chromePath: string,
  files: string[],
): Promise<Run> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    // The flags the browser suite uses on this sandboxed machine.
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await signIn(context, instance, cookieHeader);
    // Long tasks block input; the page records them from its first moment.
    await context.addInitScript(() => {
      const durations: number[] = [];
      Object.assign(window, { squishLongTasks: durations });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) durations.push(entry.duration);
      }).observe({ type: "longtask", buffered: true });
    });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    const notes: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text().split("\n")[0]!);
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message.split("\n")[0]!));
    page.on("dialog", (dialog) => {
      notes.push(`The page opened a native ${dialog.type()} ("${dialog.message()}"); accepted.`);
      void dialog.accept();
    });
    let workersAlive = 0;
    let workersAliveMax = 0;
    let workersStarted = 0;
    page.on("worker", (worker) => {
      workersStarted++;
      workersAliveMax = Math.max(workersAliveMax, ++workersAlive);
      worker.on("close", () => workersAlive--);
    });

    const url = `${instance.url}/jpeg-compress${query}`;
    const response = await page.goto(url);
    const input = page.locator(FILE_INPUT);
    // The input must be there once the page has settled (session and saved settings loaded), not
    // only in its first render.
    let ready = false;
    try {
      await input.waitFor({ state: "attached", timeout: 30_000 });
      await page.waitForLoadState("networkidle");
      await input.waitFor({ state: "attached", timeout: 5_000 });
      ready = true;
    } catch {
      // described below
    }
    if (!ready) {
      const heading = await page
        .locator("h1")
        .first()
        .textContent({ timeout: 1000 })
        .catch(() => null);
      throw new PageContractError(
        `${url} (HTTP ${response?.status()}, signed in) has no ${FILE_INPUT} once loaded; ` +
          `its heading says ${JSON.stringify(heading)}` +
          (consoleErrors.length ? `; console errors: ${consoleErrors.slice(0, 3).join(" | ")}` : "") +
          " (if the page is new or changed, run `npm run build` first)",
      );
    }
    const hardwareConcurrency = await page.evaluate(() => navigator.hardwareConcurrency);
    const workers = query ? Number(new URLSearchParams(query).get("workers")) : hardwareConcurrency;

    const cdp = await context.newCDPSession(page);
    const sampler = await sampleMemory(cdp, [instance.child.pid!]);
    // BENCH_CPU_PROFILE=file.cpuprofile: the page's main thread sampled while the default run's rounds
    // run, to open in Chromium's DevTools (Performance) or read with a script.
    const profileFile = label === "default" ? process.env.BENCH_CPU_PROFILE : undefined;
    if (profileFile) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 500 });
      await cdp.send("Profiler.start");
    }
    const rounds: Round[] = [];
    let memory: MemorySummary;
    const longTasksBefore = await page.evaluate(
      () => (window as unknown as { squishLongTasks: number[] }).squishLongTasks.length,
    );
    try {
      for (let start = 0; start < files.length; start += ROUND_SIZE) {
        if (start > 0) await clearAll(page, notes);
        const name = `${label}, round ${rounds.length + 1}`;
        const result = await round(page, input, files.slice(start, start + ROUND_SIZE), name);
        console.log(
          `  ${name}: ${seconds(result.ms)} s, ${result.completed} completed, ${result.errors} errors ` +
            `(first result after ${seconds(result.firstResultMs)} s)`,
        );
        rounds.push(result);
      }
    } finally {
      memory = await sampler.stop();
      if (profileFile) {
        const { profile } = await cdp.send("Profiler.stop");
        writeFileSync(profileFile, JSON.stringify(profile));
        console.log(`  the main thread's CPU profile: ${profileFile}`);
      }
    }
    const tasks = await page.evaluate(
      (skip) => (window as unknown as { squishLongTasks: number[] }).squishLongTasks.slice(skip),
      longTasksBefore,
    );
    const longTasks = {
      count: tasks.length,
      longestMs: Math.max(0, ...tasks),
      totalMs: tasks.reduce((total, ms) => total + ms, 0),
    };
    return {
      longTasks,
      label,
      workers,
      hardwareConcurrency,
      workersAliveMax,
      workersStarted,
      rounds,
      memory,
      consoleErrors,
      notes,
    };
  } finally {
    await browser.close();
  }
}

const sum = (rounds: Round[], key: keyof Round) => rounds.reduce((total, r) => total + r[key], 0);

function memoryCell(summary: MemorySummary, key: keyof MemorySample) {
  return `${mb(summary.baseline[key])} / ${mb(summary.peak[key])} / ${mb(summary.end[key])}`;
}

function report(runs: Run[]): boolean {
  console.log(
    "\nJPEG compressor, 50 photos of 12 MP, default settings (times from adding the files to the last result)",
  );
  console.log(
    "run | workers | workers seen | round 1 s | round 2 s | wall s | images/s | first result s (round 1) | completed | errors",
  );
  for (const r of runs) {
    const ms = sum(r.rounds, "ms");
    console.log(
      [
        r.label,
        r.workers,
        `${r.workersAliveMax} at once (${r.workersStarted} started)`,
        ...r.rounds.map((x) => seconds(x.ms)),
        seconds(ms),
        (PHOTO_COUNT / (ms / 1000)).toFixed(2),
        seconds(r.rounds[0]!.firstResultMs),
        sum(r.rounds, "completed"),
        sum(r.rounds, "errors"),
      ].join(" | "),
    );
  }
  console.log("\nMemory in MB: baseline before adding files / peak (sampled every 250 ms) / at the end");
  console.log(
    "run | main-thread JS heap (CDP JSHeapUsedSize) | page's renderer RSS (the largest; workers run in it) | " +
      "all renderer processes RSS | all Chromium processes RSS",
  );
  for (const r of runs) {
    console.log(
      [
        r.label,
        memoryCell(r.memory, "jsHeapUsed"),
        memoryCell(r.memory, "largestRendererRss"),
        `${memoryCell(r.memory, "rendererRss")} (${r.memory.peak.renderers} renderer processes at most)`,
        memoryCell(r.memory, "chromiumRss"),
      ].join(" | "),
    );
  }

  console.log("\nCPU during the timed rounds, core-seconds (2 cores give 2 per second of wall time)");
  console.log("run | the bench (Chromium, server, this process) | other processes on the machine");
  for (const r of runs) {
    const other = sum(r.rounds, "otherCpuS");
    const share = (100 * other) / (r.hardwareConcurrency * (sum(r.rounds, "ms") / 1000));
    console.log(
      `${r.label} | ${sum(r.rounds, "oursCpuS").toFixed(1)} | ${other.toFixed(1)} (${share.toFixed(0)}% of the machine)`,
    );
  }

  console.log("\nMain-thread long tasks (over 50 ms) while the rounds ran");
  console.log("run | count | longest ms | total ms");
  for (const r of runs) {
    const { count, longestMs, totalMs } = r.longTasks;
    console.log(`${r.label} | ${count} | ${longestMs.toFixed(0)} | ${totalMs.toFixed(0)}`);
  }

  const [full, single] = runs as [Run, Run];
  const fullMs = sum(full.rounds, "ms");
  const singleMs = sum(single.rounds, "ms");
  console.log(
    `\nScaling: ${full.workers} workers ${seconds(fullMs)} s, 1 worker ${seconds(singleMs)} s: ` +
      `speed-up ${(singleMs / fullMs).toFixed(2)}x on ${full.hardwareConcurrency} logical cores`,
  );
  for (const r of runs) {
    if (r.workersAliveMax !== r.workers) {
      console.log(
        `Note (${r.label}): the pool size is ${r.workers}, but the page had ${r.workersAliveMax} workers at once.`,
      );
    }
    for (const note of r.notes) console.log(`Note (${r.label}): ${note}`);
    if (r.consoleErrors.length) {
      console.log(
        `Note (${r.label}): ${r.consoleErrors.length} console errors, first: ${r.consoleErrors.slice(0, 3).join(" | ")}`,
      );
    }
  }

  const errors = sum(full.rounds, "errors") + sum(single.rounds, "errors");
  const fullErrors = sum(full.rounds, "errors");
  const backed = fullMs < CLAIM_SECONDS * 1000 && fullErrors === 0;
  console.log(
    `\nClaim "50 images compressed in under 2 minutes": ${backed ? "BACKED" : "NOT BACKED"} on this machine: ` +
      `${PHOTO_COUNT} photos of 12 MP in ${seconds(fullMs)} s with the default settings ` +
      `(${full.workers} workers)` +
      (fullErrors ? `, but ${fullErrors} of them failed` : "") +
      `; ${seconds(singleMs)} s with one worker.`,
  );
  if (errors) console.log(`${errors} photos ended in error (data-status="error"): exiting 1.`);
  return errors === 0;
}

requireBuiltServer();
const chromePath = (findChromium() as string | null) ?? "";
if (!chromePath) {
  console.error("No Chromium found: install it (apt-get install chromium) or set CHROME_PATH.");
  process.exit(1);
}
console.log(
  `Tools in the browser: /jpeg-compress of the built app (run \`npm run build\` first after changing the app; ` +
    `this bench does not build) in headless Chromium, ${PHOTO_COUNT} photos of ${PHOTO_WIDTH}x${PHOTO_HEIGHT} ` +
    `as a signed-in user in two rounds of ${ROUND_SIZE} (batch mode), default workers and then ?workers=1; ` +
    "wall time from adding the files to the last result, and the page's memory.",
);
if (process.argv.includes("bulk")) {
  const { bulkBench } = await import("./tools-bulk.ts");
  process.exit((await bulkBench(chromePath, { toFolder: process.argv.includes("folder") })) ? 0 : 1);
}
const photos = await benchPhotos();
console.log(
  `Photos: ${photos.files.length} JPEGs at quality ${PHOTO_QUALITY}, ${(photos.minBytes / 1e6).toFixed(2)}` +
    `-${(photos.maxBytes / 1e6).toFixed(2)} MB (${(photos.totalBytes / 1e6).toFixed(0)} MB in all), ` +
    `made from ${photos.sources.length} photos of the ${photos.usingFullCorpus ? "full corpus" : "committed corpus subset"}` +
    ` (${photos.made ? `${photos.made} made now` : "cached"} in test-output/bench-photos)` +
    (photos.lowered.length ? `; saved at lower quality to stay under 10 MB: ${JSON.stringify(photos.lowered)}` : ""),
);

const instances = await startInstances(1, { DATABASE_URL: "" });
const [instance] = instances as [Instance];
let ok = false;
try {
  const cookie = await signedInCookie(instance, `bench-tools-${Date.now()}@example.com`);
  const runs: Run[] = [];
  for (const [label, query] of [
    ["default", ""],
    ["?workers=1", "?workers=1"],
  ] as const) {
    console.log(`\n${label}:`);
    runs.push(await run(label, query, instance, cookie, chromePath, photos.files));
  }
  ok = report(runs);
  const engine = await engineCoreSeconds(photos.files);
  const page = runs[0]!.rounds.reduce((total, r) => total + r.oursCpuS, 0);
  console.log(
    `\nThe engine alone (the page's default job in Node, one photo after another): ${engine.toFixed(1)} core-seconds, ` +
      `${((engine / photos.files.length) * 1000).toFixed(0)} ms a photo. The page with ${runs[0]!.workers} workers: ` +
      `${page.toFixed(1)} core-seconds, ${(page / engine).toFixed(2)}x the engine's (issue 27: at most 1.25x).`,
  );
} catch (error) {
  if (!(error instanceof PageContractError)) throw error;
  console.error(`\nThe page did not behave as its contract says: ${error.message}`);
} finally {
  await stopInstances(instances);
}
process.exit(ok ? 0 : 1);
