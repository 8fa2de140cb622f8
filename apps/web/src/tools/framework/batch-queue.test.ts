import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BatchQueue, QUEUE_GAP_MS } from "./batch-queue.ts";
import type { RunOutcome } from "./run-item.ts";

/** A runner whose jobs finish when the test says so. */
function controlledRunner() {
  const pending = new Map<string, { resolve: (o: RunOutcome) => void; signal: AbortSignal }>();
  const started: string[] = [];
  const runner = (id: string, signal: AbortSignal) =>
    new Promise<RunOutcome>((resolve) => {
      started.push(id);
      pending.set(id, { resolve, signal });
      signal.addEventListener("abort", () => resolve({ kind: "cancelled" }));
    });
  const finish = async (id: string, outcome: RunOutcome = { kind: "completed" } as RunOutcome) => {
    pending.get(id)!.resolve(outcome);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { runner, started, finish, pending };
}

const statuses = (queue: BatchQueue) => queue.getSnapshot().items.map((i) => `${i.id}:${i.status}`);

describe("BatchQueue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts items in order, one per worker, 500 ms apart", async () => {
    const { runner, started, finish } = controlledRunner();
    const queue = new BatchQueue(runner, () => 2);
    queue.enqueue(["a", "b", "c"]);
    queue.start();
    expect(started).toEqual(["a"]);
    await vi.advanceTimersByTimeAsync(QUEUE_GAP_MS - 1);
    expect(started).toEqual(["a"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(["a", "b"]);
    await vi.advanceTimersByTimeAsync(QUEUE_GAP_MS * 3);
    expect(started).toEqual(["a", "b"]); // both workers busy
    await finish("a");
    expect(started).toEqual(["a", "b", "c"]);
    await finish("b");
    await finish("c");
    expect(statuses(queue)).toEqual(["a:completed", "b:completed", "c:completed"]);
    expect(queue.getSnapshot().running).toBe(false);
  });

  it("reports files already queued and does not add them twice", () => {
    const queue = new BatchQueue(controlledRunner().runner, () => 1);
    expect(queue.enqueue(["a", "b"])).toBe(0);
    expect(queue.enqueue(["b", "c"])).toBe(1);
    expect(statuses(queue)).toEqual(["a:pending", "b:pending", "c:pending"]);
  });

  it("pauses and resumes", async () => {
    const { runner, started, finish } = controlledRunner();
    const queue = new BatchQueue(runner, () => 1);
    queue.enqueue(["a", "b"]);
    queue.start();
    queue.pause();
    await finish("a");
    await vi.advanceTimersByTimeAsync(QUEUE_GAP_MS * 2);
    expect(started).toEqual(["a"]);
    queue.resume();
    expect(started).toEqual(["a", "b"]);
  });

  it("skips the running item, marks failures for retry, and keeps a running item from removal", async () => {
    const { runner, started, finish } = controlledRunner();
    const queue = new BatchQueue(runner, () => 1);
    queue.enqueue(["a", "b"]);
    queue.start();
    queue.remove("a");
    expect(statuses(queue)).toEqual(["a:processing", "b:pending"]);
    queue.skip();
    await vi.advanceTimersByTimeAsync(QUEUE_GAP_MS);
    expect(statuses(queue)).toEqual(["a:error", "b:processing"]);
    expect(queue.getSnapshot().items[0]!.error).toBe("Skipped");
    await finish("b", { kind: "failed", message: "" });
    expect(queue.getSnapshot().items[1]).toEqual({ id: "b", status: "error", error: "Compression failed" });
    queue.retry("b");
    await vi.advanceTimersByTimeAsync(QUEUE_GAP_MS);
    expect(started).toEqual(["a", "b", "b"]);
  });

  it("stop cancels running work and empties the queue", async () => {
    const { runner, pending } = controlledRunner();
    const queue = new BatchQueue(runner, () => 2);
    queue.enqueue(["a", "b", "c"]);
    queue.start();
    await vi.advanceTimersByTimeAsync(QUEUE_GAP_MS);
    queue.stop();
    expect(pending.get("a")!.signal.aborted).toBe(true);
    expect(pending.get("b")!.signal.aborted).toBe(true);
    expect(queue.getSnapshot()).toEqual({ items: [], running: false, paused: false });
  });
});
