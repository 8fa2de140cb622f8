/**
 * How much WebAssembly memory a job worker holds. A WebAssembly memory only grows: after one
 * 80-megapixel scan, MuPDF's or MozJPEG's heap keeps its peak for the worker's life, so a long
 * batch would carry every past peak. The worker says in each reply how much it holds, and the pool
 * replaces a worker past its threshold between jobs (worker-pool.ts), which gives the memory back.
 *
 * Codecs instantiate through `WebAssembly.instantiateStreaming` (the browser: each glue fetches its
 * own .wasm), `WebAssembly.instantiate` (a module handed over, as in Node) or `new
 * WebAssembly.Instance` (MozJPEG's Emscripten glue); all three are wrapped once per worker to note
 * each instance's memories, exported or imported. They are held weakly, so a discarded
 * instance's memory is not kept alive by the count.
 */
const memories: WeakRef<WebAssembly.Memory>[] = [];
const seen = new WeakSet<WebAssembly.Memory>();
let watching = false;

function remember(instance: WebAssembly.Instance, imports?: WebAssembly.Imports): void {
  const values = [
    ...Object.values(instance.exports),
    ...Object.values(imports ?? {}).flatMap((names) => Object.values(names)),
  ];
  for (const value of values) {
    if (!(value instanceof WebAssembly.Memory) || seen.has(value)) continue;
    seen.add(value);
    memories.push(new WeakRef(value));
  }
}

/** Wraps instantiation in this worker so every module's memory is counted (once per worker). */
export function watchWasmHeap(): void {
  if (watching) return;
  watching = true;
  const instantiate = WebAssembly.instantiate.bind(WebAssembly) as (
    source: BufferSource | WebAssembly.Module,
    imports?: WebAssembly.Imports,
  ) => Promise<WebAssembly.Instance | WebAssembly.WebAssemblyInstantiatedSource>;
  WebAssembly.instantiate = (async (source: BufferSource | WebAssembly.Module, imports?: WebAssembly.Imports) => {
    const result = await instantiate(source, imports);
    remember(result instanceof WebAssembly.Instance ? result : result.instance, imports);
    return result;
  }) as typeof WebAssembly.instantiate;

  // In the browser the codecs' glue fetches its own .wasm and instantiates it as it streams in.
  if (typeof WebAssembly.instantiateStreaming === "function") {
    const streaming = WebAssembly.instantiateStreaming.bind(WebAssembly);
    WebAssembly.instantiateStreaming = async (source, imports) => {
      const result = await streaming(source, imports);
      remember(result.instance, imports);
      return result;
    };
  }

  const Instance = WebAssembly.Instance;
  const Watched = function (module: WebAssembly.Module, imports?: WebAssembly.Imports) {
    const instance = new Instance(module, imports);
    remember(instance, imports);
    return instance;
  };
  // Instances made either way still pass `instanceof WebAssembly.Instance` checks in glue code.
  Object.defineProperty(Watched, Symbol.hasInstance, { value: (x: unknown) => x instanceof Instance });
  Watched.prototype = Instance.prototype;
  WebAssembly.Instance = Watched as unknown as typeof WebAssembly.Instance;
}

/** Bytes of WebAssembly memory this worker's live modules hold now. */
export function wasmHeapBytes(): number {
  let total = 0;
  for (let i = memories.length - 1; i >= 0; i--) {
    const memory = memories[i]!.deref();
    if (memory) total += memory.buffer.byteLength;
    else memories.splice(i, 1);
  }
  return total;
}
