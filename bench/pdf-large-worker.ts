/**
 * One job worker of `npm run bench:engine -- pdf-large`, in a worker_threads Worker: the same
 * `serveJobs` entry the page's browser worker runs (pool/browser-job-worker.ts), so the job goes
 * through the same message handler with its input transferred. Every reply carries the largest byte
 * length of each WebAssembly module's memory in this worker so far. A WebAssembly memory only
 * grows, so the last reading of a long-lived module (MuPDF, MozJPEG) is the job's peak, even though
 * MuPDF's synchronous calls leave no gap for a timer to sample during them.
 */
import { readFileSync } from "node:fs";
import { parentPort } from "node:worker_threads";
import { loadMupdf } from "../packages/engine/src/pdf/mupdf.ts";
import { serveJobs } from "../packages/engine/src/pool/job-worker.ts";
import type { RunRequest, WorkerReply } from "../packages/engine/src/pool/protocol.ts";
import { useNodeWasm } from "../packages/engine/src/wasm/node-wasm.ts";

export interface WasmMemoryReading {
  /** MuPDF's memory: the first module this worker instantiates (loaded before any job). */
  mupdf: number;
  /**
   * Every other module's largest memory (MozJPEG, the resampler), in the order they were first
   * instantiated, and how many instances each had: a module instantiated afresh per call counts
   * its largest instance.
   */
  others: { peak: number; instances: number }[];
}

/** Every reply also says how much CPU time this worker thread has used since it started, ms. */
export type MeasuredReply = WorkerReply & { wasm: WasmMemoryReading; threadCpuMs: number };

/** The worker's first message: MuPDF is loaded and the worker waits for its job. */
export interface ReadyMessage {
  type: "ready";
  mupdfLoadMs: number;
  wasm: WasmMemoryReading;
  threadCpuMs: number;
}

/**
 * This thread's CPU time (Linux: the first field of /proc/thread-self/schedstat, in ns), so a job's
 * time can be told apart from the time other processes took the cores away; NaN elsewhere.
 */
function threadCpuMs(): number {
  try {
    return Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
  } catch {
    return Number.NaN;
  }
}

interface ModuleMemory {
  /** Held weakly, so watching keeps no discarded instance's memory alive. */
  live: WeakRef<WebAssembly.Memory>[];
  peak: number;
  instances: number;
}

/** Per compiled module, in the order first instantiated. */
const byModule = new Map<WebAssembly.Module, ModuleMemory>();
const moduleOfMemory = new WeakMap<WebAssembly.Memory, ModuleMemory>();

function noteSize(memory: WebAssembly.Memory): void {
  const entry = moduleOfMemory.get(memory);
  if (entry) entry.peak = Math.max(entry.peak, memory.buffer.byteLength);
}

function remember(module: WebAssembly.Module, instance: WebAssembly.Instance, imports?: WebAssembly.Imports): void {
  let entry = byModule.get(module);
  if (!entry) {
    entry = { live: [], peak: 0, instances: 0 };
    byModule.set(module, entry);
  }
  entry.instances++;
  const values = [
    ...Object.values(instance.exports),
    ...Object.values(imports ?? {}).flatMap((names) => Object.values(names)),
  ];
  for (const value of values) {
    if (!(value instanceof WebAssembly.Memory) || moduleOfMemory.has(value)) continue;
    moduleOfMemory.set(value, entry);
    entry.live.push(new WeakRef(value));
    noteSize(value);
  }
}

/**
 * Codecs instantiate through WebAssembly.instantiate (MuPDF, the resampler) or `new
 * WebAssembly.Instance` (MozJPEG's Emscripten glue); both are wrapped to note each memory. A
 * memory grows from JavaScript (`grow`, which the resampler calls before it runs) or from inside
 * its module; the first is noted as it happens, the second at every reading.
 */
function watchInstantiation(): void {
  const instantiate = WebAssembly.instantiate.bind(WebAssembly) as (
    source: BufferSource | WebAssembly.Module,
    imports?: WebAssembly.Imports,
  ) => Promise<WebAssembly.Instance | WebAssembly.WebAssemblyInstantiatedSource>;
  const watchedInstantiate = async (source: BufferSource | WebAssembly.Module, imports?: WebAssembly.Imports) => {
    const result = await instantiate(source, imports);
    if (result instanceof WebAssembly.Instance) remember(source as WebAssembly.Module, result, imports);
    else remember(result.module, result.instance, imports);
    return result;
  };
  WebAssembly.instantiate = watchedInstantiate as typeof WebAssembly.instantiate;

  const Instance = WebAssembly.Instance;
  const WatchedInstance = function (module: WebAssembly.Module, imports?: WebAssembly.Imports) {
    const instance = new Instance(module, imports);
    remember(module, instance, imports);
    return instance;
  };
  // Instances made either way still pass `instanceof WebAssembly.Instance` checks in glue code.
  Object.defineProperty(WatchedInstance, Symbol.hasInstance, { value: (x: unknown) => x instanceof Instance });
  WatchedInstance.prototype = Instance.prototype;
  WebAssembly.Instance = WatchedInstance as unknown as typeof WebAssembly.Instance;

  const grow = WebAssembly.Memory.prototype.grow;
  WebAssembly.Memory.prototype.grow = function (this: WebAssembly.Memory, delta: number) {
    const previous = grow.call(this, delta);
    noteSize(this);
    return previous;
  };
}

function reading(): WasmMemoryReading {
  const entries = [...byModule.values()];
  for (const entry of entries) {
    for (const ref of entry.live) {
      const memory = ref.deref();
      if (memory) noteSize(memory);
    }
    entry.live = entry.live.filter((ref) => ref.deref() !== undefined);
  }
  const [mupdf, ...others] = entries;
  return { mupdf: mupdf?.peak ?? 0, others: others.map(({ peak, instances }) => ({ peak, instances })) };
}

const port = parentPort;
if (!port) throw new Error("bench/pdf-large-worker.ts runs only as a worker thread.");

watchInstantiation();
useNodeWasm();
const started = performance.now();
await loadMupdf();
const ready: ReadyMessage = {
  type: "ready",
  mupdfLoadMs: performance.now() - started,
  wasm: reading(),
  threadCpuMs: threadCpuMs(),
};

const scope: Parameters<typeof serveJobs>[0] = {
  onmessage: null,
  postMessage(message, transfer) {
    const measured: MeasuredReply = { ...message, wasm: reading(), threadCpuMs: threadCpuMs() };
    port.postMessage(measured, (transfer ?? []) as ArrayBuffer[]);
  },
};
serveJobs(scope);
port.on("message", (data: RunRequest) => scope.onmessage?.({ data } as MessageEvent<RunRequest>));
port.postMessage(ready);
