import { describe, expect, it } from "vitest";
import type { ImageJob, JobStage } from "../pipeline/job.ts";
import { fixture } from "../test-support/fixtures.ts";
import { serveJobs } from "./job-worker.ts";
import type { JobWorker, RunRequest, WorkerReply } from "./protocol.ts";
import { WorkerPool } from "./worker-pool.ts";

/**
 * A worker that runs the real job code in this process, with the browser Worker's interface.
 * A job whose output asks for `crash` makes it fail the way a worker that runs out of memory does.
 */
class InProcessWorker implements JobWorker {
  static created = 0;
  static terminated = 0;
  /** The WebAssembly memory every worker reports holding after a job. */
  static heapBytes = 0;
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private dead = false;
  private readonly scope = {
    onmessage: null as ((event: MessageEvent<RunRequest>) => void) | null,
    postMessage: (message: WorkerReply) => {
      if (!this.dead) setTimeout(() => this.onmessage?.({ data: message } as MessageEvent<WorkerReply>));
    },
  };

  constructor() {
    InProcessWorker.created++;
    serveJobs(this.scope, { heapBytes: () => InProcessWorker.heapBytes });
  }

  postMessage(message: RunRequest): void {
    setTimeout(() => {
      if (this.dead) return;
      if ((message.job.output.options as { crash?: boolean } | undefined)?.crash) {
        this.onerror?.({ message: "out of memory", preventDefault() {} } as ErrorEvent);
        return;
      }
      this.scope.onmessage?.({ data: message } as MessageEvent<RunRequest>);
    });
  }

  terminate(): void {
    this.dead = true;
    InProcessWorker.terminated++;
  }
}

const photo = () => fixture("photo/recurser-Landscape_1.jpg");
const small: ImageJob = {
  kind: "image",
  steps: [{ op: "resize", width: 320, height: 320, mode: "fit", even: true }],
  output: { format: "jpeg", options: { quality: 70 } },
};

describe("WorkerPool", () => {
  it("runs jobs, reporting the real stages, on no more workers than its size", async () => {
    InProcessWorker.created = 0;
    const pool = new WorkerPool({ createWorker: () => new InProcessWorker(), size: 2 });
    const stages: JobStage[] = [];
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) => pool.run(photo(), small, i === 0 ? { onProgress: (p) => stages.push(p.stage) } : {})),
    );
    expect(results.map((r) => [r.width, r.height])).toEqual(Array(4).fill([320, 212]));
    expect(stages).toEqual(["decode", "resize", "encode"]);
    expect(InProcessWorker.created).toBe(2);
    pool.terminate();
  });

  it("starts no worker until there is work", () => {
    const pool = new WorkerPool({ createWorker: () => new InProcessWorker(), size: 3 });
    expect(pool.workerCount).toBe(0);
  });

  it("fails only the file whose worker crashed, and replaces the worker", async () => {
    InProcessWorker.created = 0;
    const pool = new WorkerPool({ createWorker: () => new InProcessWorker(), size: 1 });
    const [crashed, next] = await Promise.allSettled([
      pool.run(photo(), { ...small, output: { format: "jpeg", options: { crash: true } as object } }),
      pool.run(photo(), small),
    ]);
    expect(crashed.status).toBe("rejected");
    expect((crashed as PromiseRejectedResult).reason).toMatchObject({
      code: "worker-failed",
      message: expect.stringMatching(/ran out of memory\. The other files go on/),
    });
    expect(next.status).toBe("fulfilled");
    expect(InProcessWorker.created).toBe(2);
    pool.terminate();
  });

  it("fails a damaged file with its sentence and goes on", async () => {
    const pool = new WorkerPool({ createWorker: () => new InProcessWorker(), size: 1 });
    const results = await Promise.allSettled([
      pool.run(fixture("malformed/pngsuite-xs1n0g01.png"), small),
      pool.run(photo(), small),
    ]);
    expect(results[0]).toMatchObject({
      status: "rejected",
      reason: {
        code: "unsupported-format",
        message: "This file is not a JPEG, PNG, GIF, WebP, AVIF, BMP or HEIC image.",
      },
    });
    expect(results[1]?.status).toBe("fulfilled");
    pool.terminate();
  });

  it("cancels a queued job without touching the running one, and a running one by stopping its worker", async () => {
    InProcessWorker.terminated = 0;
    const pool = new WorkerPool({ createWorker: () => new InProcessWorker(), size: 1 });
    const running = new AbortController();
    const queued = new AbortController();
    const first = pool.run(photo(), small, { signal: running.signal });
    const second = pool.run(photo(), small, { signal: queued.signal });
    const third = pool.run(photo(), small);
    queued.abort();
    await expect(second).rejects.toMatchObject({ code: "cancelled" });
    running.abort();
    await expect(first).rejects.toMatchObject({ code: "cancelled" });
    expect(InProcessWorker.terminated).toBe(1);
    await expect(third).resolves.toMatchObject({ width: 320 });
    pool.terminate();
  });

  it("replaces a worker whose heap grew past the threshold between jobs, and keeps one that did not", async () => {
    InProcessWorker.created = 0;
    const pool = new WorkerPool({ createWorker: () => new InProcessWorker(), size: 1, replaceAboveBytes: 1000 });
    InProcessWorker.heapBytes = 1000;
    await pool.run(photo(), small);
    await pool.run(photo(), small);
    expect([InProcessWorker.created, pool.replacedCount, pool.workerCount]).toEqual([1, 0, 1]);
    InProcessWorker.heapBytes = 1001;
    const [first, second] = await Promise.all([pool.run(photo(), small), pool.run(photo(), small)]);
    expect([first.width, second.width]).toEqual([320, 320]);
    // Each job left a grown heap: its worker went, and a fresh one took the next job.
    expect([InProcessWorker.created, pool.replacedCount, pool.workerCount]).toEqual([2, 2, 0]);
    // A failed job's worker is judged the same way.
    await expect(pool.run(fixture("malformed/pngsuite-xs1n0g01.png"), small)).rejects.toMatchObject({
      code: "unsupported-format",
    });
    expect(pool.replacedCount).toBe(3);
    InProcessWorker.heapBytes = 0;
    pool.terminate();
  });

  it("releases idle workers", async () => {
    const pool = new WorkerPool({ createWorker: () => new InProcessWorker(), size: 2, idleMs: 10 });
    await pool.run(photo(), small);
    expect(pool.workerCount).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pool.workerCount).toBe(0);
  });
});
