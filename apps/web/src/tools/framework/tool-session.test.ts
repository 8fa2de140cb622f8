import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EngineError } from "@squish/engine";
import { jpegCompressor } from "../jpeg-compress/definition.ts";
import { pngOptimizer } from "../png-optimizer/definition.ts";
import { QUEUE_GAP_MS, queueCounts } from "./batch-queue.ts";
import type { FileItem } from "./file-item.ts";
import { fakeServices, flush, namedFile } from "./session-test-support.ts";
import { AUTO_QUEUE_DELAY_MS, AUTO_START_DELAY_MS } from "./session-runs.ts";
import { ToolSession } from "./tool-session.ts";

const guest = { signedIn: false, openSignIn: () => {} };
const member = { signedIn: true, openSignIn: () => {} };

function session(visitor = guest, concurrency = 2) {
  const fake = fakeServices(concurrency);
  const s = new ToolSession(jpegCompressor, visitor, fake.services);
  return { s, ...fake };
}

const status = (s: { items: readonly FileItem<unknown>[] }) => s.items.map((i) => `${i.name}:${i.status}`);

describe("ToolSession", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] }));
  afterEach(() => vi.useRealTimers());

  it("adds files through the intake rules and refuses a whole addition over the limit", async () => {
    const { s, said } = session();
    s.add(["a.jpg", "b.jpg"].map(namedFile));
    expect(s.items.map((i) => i.name)).toEqual(["a.jpg", "b.jpg"]);
    s.add(Array.from({ length: 14 }, (_, i) => namedFile(`n${i}.jpg`)));
    expect(s.items).toHaveLength(2);
    expect(said.at(-1)).toMatchObject({ kind: "error", title: "File Limit Reached", action: "Login" });
    await flush();
    expect(s.items[0]!.probe).toMatchObject({ format: "jpeg", width: 40 });
  });

  it("processes a file with the recipe, reports progress and the result, and tracks nothing for guests", async () => {
    const { s, finish, running, tracked } = session();
    s.add([namedFile("a.jpg")]);
    const done = s.process(s.items[0]!.id);
    expect(s.items[0]!.status).toBe("processing");
    await flush();
    expect(running.get("a.jpg")!.job.output).toEqual({ format: "jpeg", options: { quality: 75 } });
    running.get("a.jpg")!.options.onProgress!({ stage: "encode", percent: 55 });
    expect(s.items[0]).toMatchObject({ progress: 55, stage: "encode" });
    await finish("a.jpg", 3);
    expect((await done).kind).toBe("completed");
    expect(s.items[0]).toMatchObject({ status: "completed", result: { size: 3, format: "jpeg" } });
    expect(tracked).toEqual([]);
  });

  it("tracks a signed-in person's work and downloads with the tool's activity type", async () => {
    const { s, finish, tracked, saved } = session(member);
    s.add([namedFile("a.jpg")]);
    void s.process(s.items[0]!.id);
    await flush();
    await finish("a.jpg", 2);
    s.download(s.items[0]!.id);
    expect(saved).toEqual(["compressed_a.jpg"]);
    expect(tracked).toMatchObject([
      { activityType: "compress", fileName: "a.jpg", resultSize: 2 },
      { activityType: "download", description: "Downloaded compressed_a.jpg" },
    ]);
  });

  it("says why a damaged file failed and does not offer a retry that cannot help; a crash can be retried", async () => {
    const { s, fail, said } = session();
    s.add([namedFile("bad.jpg"), namedFile("crash.jpg")]);
    const [bad, crash] = s.items;
    void s.process(bad!.id);
    void s.process(crash!.id);
    await flush();
    await fail("bad.jpg", new EngineError("corrupt", "This JPEG file is damaged and cannot be decoded."));
    await fail("crash.jpg", new EngineError("worker-failed", "Processing this image stopped unexpectedly."));
    expect(s.items.map((i) => [i.status, i.retryable])).toEqual([
      ["error", false],
      ["error", true],
    ]);
    expect(said).toContainEqual({
      kind: "error",
      title: "Compression Failed",
      description: "Failed to compress bad.jpg. This JPEG file is damaged and cannot be decoded.",
    });
    // Only the file a retry can help is still waiting to be processed.
    expect(s.unprocessed().map((i) => i.name)).toEqual(["crash.jpg"]);
  });

  it("limits guests' Compress All to three files, with a Login button", () => {
    const { s, said, started } = session();
    s.add(["a", "b", "c", "d"].map((n) => namedFile(`${n}.jpg`)));
    s.processAll();
    expect(said.at(-1)).toMatchObject({ title: "Batch Processing Limited", action: "Login" });
    expect(started).toEqual([]);
  });

  it("redoes a finished file with new choices, replacing its result, and lists files made with old settings", async () => {
    const { s, finish, running } = session();
    s.add([namedFile("a.jpg")]);
    const id = s.items[0]!.id;
    void s.process(id);
    await flush();
    await finish("a.jpg", 9);
    expect(s.outdated()).toEqual([]);
    s.setOptions(id, { quality: 40 });
    expect(s.outdated().map((i) => i.name)).toEqual(["a.jpg"]);
    void s.process(id);
    await flush();
    expect(running.get("a.jpg")!.job.output.options).toEqual({ quality: 40 });
    await finish("a.jpg", 4);
    expect(s.items[0]!.result!.size).toBe(4);
    expect(s.outdated()).toEqual([]);
    s.updateSettings({ maxDimension: 512 });
    expect(s.outdated()).toHaveLength(1);
    s.rerunOutdated();
    await flush();
    expect(running.get("a.jpg")!.job.steps[0]).toMatchObject({ width: 512 });
  });

  it("queues a signed-in batch of ten, runs it one per worker 500 ms apart, and reads its state from the files", async () => {
    const { s, started, finish } = session(member, 2);
    s.add(Array.from({ length: 10 }, (_, i) => namedFile(`f${i}.jpg`)));
    expect(s.batchMode()).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTO_QUEUE_DELAY_MS);
    expect(queueCounts(s.items).pending).toBe(10);
    await vi.advanceTimersByTimeAsync(AUTO_START_DELAY_MS);
    await flush();
    expect(started).toEqual(["f0.jpg"]);
    await vi.advanceTimersByTimeAsync(QUEUE_GAP_MS);
    await flush();
    expect(started).toEqual(["f0.jpg", "f1.jpg"]);
    await vi.advanceTimersByTimeAsync(QUEUE_GAP_MS * 2);
    expect(started).toHaveLength(2); // both workers busy
    await finish("f0.jpg");
    await flush();
    expect(started).toHaveLength(3);
    expect(queueCounts(s.items)).toMatchObject({ completed: 1, processing: 2, pending: 7 });
  });

  it("skips a file as its own state and stops with a way to start again", async () => {
    const { s, started } = session(member, 1);
    s.add(["a", "b", "c"].map((n) => namedFile(`${n}.jpg`)));
    s.enqueue(s.items.map((i) => i.id));
    s.queue.start();
    await flush();
    expect(started).toEqual(["a.jpg"]);
    s.queue.skip();
    await flush();
    await vi.advanceTimersByTimeAsync(QUEUE_GAP_MS);
    await flush();
    expect(status(s)).toEqual(["a.jpg:skipped", "b.jpg:processing", "c.jpg:pending"]);
    expect(queueCounts(s.items)).toMatchObject({ skipped: 1, error: 0 });
    s.queue.stop();
    await flush();
    expect(status(s)).toEqual(["a.jpg:skipped", "b.jpg:pending", "c.jpg:pending"]);
    expect(s.queue.getSnapshot().running).toBe(false);
    expect(queueCounts(s.items).pending).toBe(2);
    s.queue.start();
    await flush();
    expect(started).toEqual(["a.jpg", "b.jpg", "b.jpg"]);
  });

  it("does not run a file twice when 'process all' is pressed again while the first round runs", async () => {
    const fake = fakeServices(4);
    const s = new ToolSession(pngOptimizer, guest, fake.services);
    s.add(["a", "b", "c"].map((n) => new File([`${n}.png`], `${n}.png`, { type: "image/png", lastModified: 1 })));
    s.processAll();
    await flush();
    await fake.finish("a.png");
    s.processAll();
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    expect(fake.started.filter((name) => name === "a.png")).toHaveLength(1);
    expect(fake.started.sort()).toEqual(["a.png", "b.png", "c.png"]);
  });

  it("says when a batch of two or more is over, with what it came to, and not for a single file", async () => {
    const finished: unknown[] = [];
    const fake = fakeServices(4);
    const visitor = { ...guest, onBatchFinished: (summary: unknown) => finished.push(summary) };
    const s = new ToolSession(pngOptimizer, visitor, fake.services);
    s.add(["a", "b"].map((n) => new File([`${n}.png`], `${n}.png`, { type: "image/png", lastModified: 1 })));
    s.processAll();
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    await fake.finish("a.png", 2);
    expect(finished).toEqual([]);
    await fake.finish("b.png", 1);
    expect(finished).toEqual([{ files: 2, failed: 0, before: 10, after: 3 }]);
    // One file on its own is not a batch.
    s.add([new File(["c.png"], "c.png", { type: "image/png", lastModified: 1 })]);
    void s.process(s.items[2]!.id);
    await flush();
    await fake.finish("c.png", 1);
    expect(finished).toHaveLength(1);
  });

  it("starts nothing while the settings cannot run, and says why", async () => {
    const fake = fakeServices();
    const s = new ToolSession({ ...jpegCompressor, blocked: () => "Choose a logo first." }, guest, fake.services);
    s.add([namedFile("a.jpg")]);
    s.processAll();
    await s.process(s.items[0]!.id);
    expect(fake.started).toEqual([]);
    expect(fake.said.filter((m) => m.description === "Choose a logo first.")).toHaveLength(2);
  });

  it("a recipe that cannot use the settings fails the file with its sentence, and a retry is offered", async () => {
    const fake = fakeServices();
    const broken = {
      ...jpegCompressor,
      recipe: () => {
        throw new Error("Enter a width or a height first.");
      },
    };
    const s = new ToolSession(broken, guest, fake.services);
    s.add([namedFile("a.jpg")]);
    await s.process(s.items[0]!.id);
    expect(s.items[0]).toMatchObject({ status: "error", error: "Enter a width or a height first.", retryable: true });
  });

  it("asks a finished file's recipe again only when its choices change, and survives settings it cannot use", async () => {
    const fake = fakeServices();
    let calls = 0;
    let broken = false;
    const counting = {
      ...jpegCompressor,
      recipe: (...args: Parameters<typeof jpegCompressor.recipe>) => {
        calls++;
        if (broken) throw new Error("Enter a width or a height first.");
        return jpegCompressor.recipe(...args);
      },
    };
    const s = new ToolSession(counting, guest, fake.services);
    s.add([namedFile("a.jpg")]);
    void s.process(s.items[0]!.id);
    await flush();
    await fake.finish("a.jpg");
    const before = calls;
    for (let i = 0; i < 5; i++) s.outdated();
    expect(calls - before).toBe(1);
    broken = true;
    s.updateSettings({ quality: 40 });
    expect(s.outdated()).toEqual([]);
  });

  it("refuses files already in the queue with a sentence", () => {
    const { s, said } = session(member);
    s.add([namedFile("a.jpg")]);
    s.enqueue([s.items[0]!.id]);
    s.enqueue([s.items[0]!.id]);
    expect(said.at(-1)).toEqual({
      kind: "info",
      title: "Queue Duplicates Prevented",
      description: "1 file is already in the queue.",
    });
  });

  it("removing a running file cancels its job; Clear All empties everything", async () => {
    const { s, running, said } = session();
    s.add(["a", "b"].map((n) => namedFile(`${n}.jpg`)));
    void s.process(s.items[0]!.id);
    await flush();
    const job = running.get("a.jpg")!;
    s.remove(s.items[0]!.id);
    expect(job.options.signal!.aborted).toBe(true);
    expect(said.at(-1)).toMatchObject({ title: "File Removed" });
    s.clear();
    expect(s.items).toEqual([]);
    expect(said.at(-1)).toMatchObject({ title: "All Files Cleared" });
  });
});
