/**
 * Memory of a page under benchmark, sampled while it works: the main thread's JS heap (CDP
 * Performance.getMetrics) and the resident memory of Chromium's renderer processes, read from
 * /proc (Linux only). The page's workers run as threads of its renderer process, so their
 * WebAssembly memories and image buffers count there and not in the main thread's heap.
 */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { basename } from "node:path";
import type { CDPSession } from "playwright-core";

export interface MemorySample {
  /** Main thread's JS heap in use, bytes. */
  jsHeapUsed: number;
  /** Sum of VmRSS over the renderer processes, bytes. */
  rendererRss: number;
  /**
   * VmRSS of the largest renderer, bytes: the page's own under load (the others are Chromium's
   * spare renderer and the like, which hold no page).
   */
  largestRendererRss: number;
  /** Sum of VmRSS over every Chromium process (browser, GPU, utility, zygote, renderers), bytes. */
  chromiumRss: number;
  renderers: number;
  /** When it was taken (performance.now() of this process). */
  at: number;
}

export interface MemorySummary {
  baseline: MemorySample;
  peak: MemorySample;
  /** The sample in which the page's own renderer was largest (its time places other readings). */
  rendererPeak: MemorySample;
  end: MemorySample;
  samples: number;
}

function readOr(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return ""; // the process ended between listing and reading
  }
}

/** Process ids below `root` in the process tree, leaving out the subtrees of `skip`. */
function descendants(root: number, skip: Set<number>): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOr(`/proc/${entry}/stat`);
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ")".
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (!Number.isFinite(ppid)) continue;
    const list = children.get(ppid) ?? [];
    list.push(Number(entry));
    children.set(ppid, list);
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      if (skip.has(child)) continue;
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Chromium's own processes: the browser and the processes it forks run its executable. */
function isChromium(pid: number): boolean {
  try {
    return basename(readlinkSync(`/proc/${pid}/exe`)).startsWith("chrom");
  } catch {
    return false;
  }
}

function rssBytes(pid: number): number {
  const match = readOr(`/proc/${pid}/status`).match(/^VmRSS:\s+(\d+) kB/m);
  return match ? Number(match[1]) * 1024 : 0;
}

/**
 * Takes a baseline sample, then one every `intervalMs` until stopped. Chromium's processes are
 * found as descendants of this Node process (Playwright starts the browser as its child), so other
 * browsers on the machine are not counted; `skipPids` leaves out our other children, such as the
 * server under test.
 */
export async function sampleMemory(cdp: CDPSession, skipPids: number[], intervalMs = 250) {
  await cdp.send("Performance.enable");
  const skip = new Set(skipPids);
  const samples: MemorySample[] = [];
  let running = true;

  async function sample(): Promise<MemorySample> {
    const { metrics } = await cdp.send("Performance.getMetrics");
    const jsHeapUsed = metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0;
    let rendererRss = 0;
    let largestRendererRss = 0;
    let chromiumRss = 0;
    let renderers = 0;
    for (const pid of descendants(process.pid, skip)) {
      if (!isChromium(pid)) continue; // such as esbuild, which tsx starts
      const rss = rssBytes(pid);
      chromiumRss += rss;
      // Chromium rewrites its command line of children, sometimes into one space-separated string.
      if (/(^|[\0 ])--type=renderer([\0 ]|$)/.test(readOr(`/proc/${pid}/cmdline`))) {
        rendererRss += rss;
        largestRendererRss = Math.max(largestRendererRss, rss);
        renderers++;
      }
    }
    const taken = { jsHeapUsed, rendererRss, largestRendererRss, chromiumRss, renderers, at: performance.now() };
    samples.push(taken);
    return taken;
  }

  await sample(); // the baseline
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await sample().catch(() => {}); // a sample lost while the page navigates or closes
      await new Promise((done) => setTimeout(done, Math.max(0, intervalMs - (performance.now() - started))));
    }
  })();

  return {
    async stop(): Promise<MemorySummary> {
      running = false;
      await loop;
      const end = await sample();
      const max = (key: keyof MemorySample) => Math.max(...samples.map((s) => s[key]));
      return {
        baseline: samples[0]!,
        peak: {
          jsHeapUsed: max("jsHeapUsed"),
          rendererRss: max("rendererRss"),
          largestRendererRss: max("largestRendererRss"),
          chromiumRss: max("chromiumRss"),
          renderers: max("renderers"),
          at: end.at,
        },
        rendererPeak: samples.reduce((a, b) => (b.largestRendererRss > a.largestRendererRss ? b : a)),
        end,
        samples: samples.length,
      };
    },
  };
}

/** Busy CPU time in seconds: of the whole machine, and of this process and its descendants. */
export interface CpuSnapshot {
  machine: number;
  ours: number;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export function cpuSnapshot(): CpuSnapshot {
  // "cpu  user nice system idle iowait irq softirq steal ...": busy is all but idle and iowait.
  const fields = readOr("/proc/stat").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const busy = fields.reduce((sum, value, i) => (i === 3 || i === 4 ? sum : sum + value), 0);
  let ours = 0;
  for (const pid of [process.pid, ...descendants(process.pid, new Set())]) {
    const stat = readOr(`/proc/${pid}/stat`);
    const after = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after "pid (comm) ".
    ours += Number(after[11] ?? 0) + Number(after[12] ?? 0);
  }
  return { machine: busy / TICKS_PER_SECOND, ours: ours / TICKS_PER_SECOND };
}
