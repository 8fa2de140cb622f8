import { afterEach, describe, expect, it } from "vitest";
import type { ImageJob, JobResult } from "../pipeline/job.ts";
import type { JobMemory } from "./job-memory.ts";
import type { JobWorker, RunRequest, WorkerReply } from "./protocol.ts";
import { heapBudget, WorkerPool } from "./worker-pool.ts";

const MB = 1024 * 1024;

/** A worker that runs nothing: the test says when its job ends and what heap it then holds. */
class ScriptedWorker implements JobWorker {
  static all: ScriptedWorker[] = [];
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  running: RunRequest | null = null;
  terminated = false;

  constructor() {
    ScriptedWorker.all.push(this);
  }

  postMessage(message: RunRequest): void {
    this.running = message;
  }

  finish(heapMb: number): void {
    const request = this.running!;
    this.running = null;
    const result = { kind: "image" } as JobResult;
    this.onmessage?.({
      data: { type: "done", id: request.id, result, heapBytes: heapMb * MB },
    } as MessageEvent<WorkerReply>);
  }

  fail(heapMb: number): void {
    const request = this.running!;
    this.running = null;
    const reply: WorkerReply = {
      type: "error",
      id: request.id,
      code: "corrupt",
      message: "Damaged.",
      heapBytes: heapMb * MB,
    };
    this.onmessage?.({ data: reply } as MessageEvent<WorkerReply>);
  }

  terminate(): void {
    this.terminated = true;
  }
}

interface Spec {
  label: string;
  signature: string;
  mb: number;
  transient?: boolean;
}

const job = (label: string, signature: string, mb: number, transient = false): ImageJob => ({
  kind: "image",
  steps: [],
  output: { format: "jpeg", options: { label, signature, mb, transient } as object },
});

const spec = (request: RunRequest) => request.job.output.options as unknown as Spec;
const estimate = (_input: Uint8Array, j: ImageJob | { output: unknown }): JobMemory => {
  const { signature, mb, transient } = (j as ImageJob).output.options as unknown as Spec;
  return { signature, bytes: mb * MB, transient };
};

function pool(size: number, budgetMb = 768) {
  return new WorkerPool({
    createWorker: () => new ScriptedWorker(),
    size,
    heapBudgetBytes: budgetMb * MB,
    estimate: estimate as (input: Uint8Array, j: unknown) => JobMemory,
  });
}

const live = () => ScriptedWorker.all.filter((w) => !w.terminated);
const running = () => live().flatMap((w) => (w.running ? [spec(w.running).label] : []));
const workerRunning = (label: string) => live().find((w) => w.running && spec(w.running).label === label)!;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  ScriptedWorker.all = [];
});

describe("WorkerPool memory budget", () => {
  it("runs two photos side by side, but a big PNG only once the photo beside it has finished", async () => {
    const p = pool(2);
    const done = [
      p.run(new Uint8Array(1), job("photo 1", "jpeg", 320)),
      p.run(new Uint8Array(1), job("photo 2", "jpeg", 320)),
      p.run(new Uint8Array(1), job("big png", "png8", 710)),
      p.run(new Uint8Array(1), job("photo 3", "jpeg", 320)),
    ];
    expect(running()).toEqual(["photo 1", "photo 2"]);
    workerRunning("photo 1").finish(285);
    await settle();
    // 285 held by the first worker, 320 expected on the second: no room for 710 yet, and photo 3
    // does not pass the PNG in the queue.
    expect(running()).toEqual(["photo 2"]);
    workerRunning("photo 2").finish(285);
    await settle();
    // Both idle workers held photo heaps: they are given back, and the PNG runs alone on a fresh one.
    expect(running()).toEqual(["big png"]);
    expect(live()).toHaveLength(1);
    workerRunning("big png").finish(634);
    await settle();
    expect(running()).toEqual(["photo 3"]);
    workerRunning("photo 3").finish(285);
    await Promise.all(done);
    p.terminate();
  });

  it("reuses a worker that ran the same kind of job, whose codecs' heaps are already grown", async () => {
    const p = pool(2, 600);
    const first = p.run(new Uint8Array(1), job("photo 1", "jpeg", 320));
    workerRunning("photo 1").finish(300);
    await first;
    // The warm worker adds nothing for another photo (300 of 600); a second worker would add 320,
    // which does not fit, so the photos take turns on the warm one, never replacing it.
    const second = p.run(new Uint8Array(1), job("photo 2", "jpeg", 320));
    const third = p.run(new Uint8Array(1), job("photo 3", "jpeg", 320));
    expect(running()).toEqual(["photo 2"]);
    expect(ScriptedWorker.all).toHaveLength(1);
    workerRunning("photo 2").finish(300);
    await second;
    expect(running()).toEqual(["photo 3"]);
    expect(ScriptedWorker.all).toHaveLength(1);
    workerRunning("photo 3").finish(300);
    await third;
    p.terminate();
  });

  it("runs a job alone even when it is larger than the budget", async () => {
    const p = pool(2, 256);
    const huge = p.run(new Uint8Array(1), job("scan", "pdf", 900));
    const small = p.run(new Uint8Array(1), job("icon", "png", 40));
    expect(running()).toEqual(["scan"]);
    workerRunning("scan").finish(300);
    await huge;
    expect(running()).toEqual(["icon"]);
    workerRunning("icon").finish(40);
    await small;
    p.terminate();
  });

  it("lets small jobs run beside a large one while they fit", async () => {
    const p = pool(2);
    const big = p.run(new Uint8Array(1), job("big png", "png8", 600));
    const gifs = [1, 2, 3].map((i) => p.run(new Uint8Array(1), job(`gif ${i}`, "gif", 40)));
    expect(running()).toEqual(["big png", "gif 1"]);
    workerRunning("gif 1").finish(8);
    await settle();
    expect(running()).toEqual(["big png", "gif 2"]);
    workerRunning("gif 2").finish(8);
    await settle();
    workerRunning("gif 3").finish(8);
    workerRunning("big png").finish(500);
    await Promise.all([big, ...gifs]);
    p.terminate();
  });

  it("gives a job a fresh worker when the chosen one's heap would take it past the budget", async () => {
    const p = pool(1, 768);
    const photo = p.run(new Uint8Array(1), job("photo", "jpeg", 320));
    workerRunning("photo").finish(300);
    await photo;
    const png = p.run(new Uint8Array(1), job("big png", "png8", 600));
    // 300 held and 600 expected would be 900: the photo worker goes first.
    expect(ScriptedWorker.all.map((w) => w.terminated)).toEqual([true, false]);
    expect(p.replacedCount).toBe(1);
    expect(running()).toEqual(["big png"]);
    workerRunning("big png").finish(300);
    await png;
    p.terminate();
  });
});

describe("WorkerPool memory budget, what warms a worker", () => {
  it("does not take a worker whose job failed for warm: that job may have loaded no codec", async () => {
    const p = pool(2);
    const failed = p.run(new Uint8Array(1), job("animated, refused", "jpeg", 360));
    workerRunning("animated, refused").fail(20);
    await expect(failed).rejects.toMatchObject({ code: "corrupt" });
    const png = p.run(new Uint8Array(1), job("big png", "png8", 600));
    const photo = p.run(new Uint8Array(1), job("photo", "jpeg", 360));
    // Taken for warm, the photo would count 0 on the first worker and run beside the PNG.
    expect(running()).toEqual(["big png"]);
    workerRunning("big png").finish(500);
    await settle();
    workerRunning("photo").finish(300);
    await Promise.all([png, photo]);
    p.terminate();
  });

  it("counts an animation's frames in full every time: they are held only while it runs", async () => {
    const p = pool(2);
    const first = p.run(new Uint8Array(1), job("clip 1", "gif", 300, true));
    workerRunning("clip 1").finish(1);
    await first;
    const png = p.run(new Uint8Array(1), job("big png", "png8", 600));
    const second = p.run(new Uint8Array(1), job("clip 2", "gif", 300, true));
    expect(running()).toEqual(["big png"]);
    workerRunning("big png").finish(500);
    await settle();
    expect(running()).toEqual(["clip 2"]);
    workerRunning("clip 2").finish(1);
    await Promise.all([png, second]);
    p.terminate();
  });

  it("keeps a warm worker rather than swap it for a fresh one that would need more", async () => {
    const p = pool(1, 512);
    const first = p.run(new Uint8Array(1), job("photo 1", "jpeg", 450));
    workerRunning("photo 1").finish(380);
    await first;
    // 380 held and 150 more is 530, over 512; a fresh worker would need 600: no better.
    const second = p.run(new Uint8Array(1), job("photo 2", "jpeg", 600));
    expect(running()).toEqual(["photo 2"]);
    expect([ScriptedWorker.all.length, p.replacedCount]).toEqual([1, 0]);
    workerRunning("photo 2").finish(380);
    await second;
    p.terminate();
  });
});

describe("heapBudget", () => {
  it("is two workers' worth at least, grows with cores, and stays within a quarter of the device's memory", () => {
    expect(heapBudget(1) / MB).toBe(768);
    expect(heapBudget(2) / MB).toBe(768);
    expect(heapBudget(8) / MB).toBe(3072);
    expect(heapBudget(8, 8) / MB).toBe(2048);
    expect(heapBudget(8, 2) / MB).toBe(512);
  });
});
