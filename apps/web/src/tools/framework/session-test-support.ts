/**
 * Stand-ins for a tool session's services in unit tests: a notifier that records what it said, an
 * engine whose jobs finish when the test says so, and no thumbnails. Files are real `File`s.
 */
import type { ImageResult, RunOptions } from "@squish/engine";
import type { ToolJob } from "./tool-definition.ts";
import { EngineError } from "@squish/engine";
import type { Notifier } from "./notifier.ts";
import type { SessionServices } from "./session-services.ts";

export interface Said {
  kind: "success" | "error" | "info";
  title: string;
  description?: string;
  action?: string;
}

interface RunningJob {
  job: ToolJob;
  options: RunOptions;
  resolve(result: ImageResult): void;
  reject(error: Error): void;
}

export function fakeServices(concurrency = 2) {
  const said: Said[] = [];
  const notifier: Notifier = {
    success: (title, description) => said.push({ kind: "success", title, ...(description && { description }) }),
    error: (title, description, action) =>
      said.push({ kind: "error", title, ...(description && { description }), ...(action && { action: action.label }) }),
    info: (title, description) => said.push({ kind: "info", title, ...(description && { description }) }),
  };
  const running = new Map<string, RunningJob>();
  const started: string[] = [];
  const tracked: unknown[] = [];
  const saved: string[] = [];
  const services: SessionServices = {
    notifier,
    concurrency: () => concurrency,
    probe: async (file) => ({ name: file.name, size: file.size, format: "jpeg", width: 40, height: 30 }),
    thumbnail: async () => null,
    track: (facts) => tracked.push(facts),
    save: (_blob, name) => saved.push(name),
    zip: async (entries) => new Blob(entries.map((e) => e.blob)),
    runJob: (input, job, options) =>
      new Promise<ImageResult>((resolve, reject) => {
        const name = new TextDecoder().decode(input);
        started.push(name);
        running.set(name, { job, options, resolve, reject });
        options.signal?.addEventListener("abort", () => reject(new EngineError("cancelled", "Cancelled.")));
      }),
  };
  /** Finishes the job of the file whose content is `name` with a result of `size` bytes. */
  const finish = async (name: string, size = 5) => {
    const job = running.get(name)!;
    running.delete(name);
    job.resolve({
      kind: "image",
      bytes: new Uint8Array(size),
      format: "jpeg",
      sourceFormat: "jpeg",
      mimeType: "image/jpeg",
      extension: "jpg",
      width: 40,
      height: 30,
      originalSize: name.length,
      size,
      keptOriginal: false,
      metadataRemoved: { gps: false, comment: false, xmp: false, iptc: false, colorProfile: false },
    });
    await flush();
  };
  const fail = async (name: string, error: Error) => {
    running.get(name)!.reject(error);
    running.delete(name);
    await flush();
  };
  return { services, said, started, running, tracked, saved, finish, fail };
}

/** Lets promises settle (file reads, the fake engine's answers). */
export async function flush(): Promise<void> {
  // setImmediate is left real by the tests' fake timers, so this works with and without them.
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** A file whose bytes are its own name, so the fake engine knows which one it runs. */
export function namedFile(name: string): File {
  return new File([name], name, { type: "image/jpeg", lastModified: 1 });
}
