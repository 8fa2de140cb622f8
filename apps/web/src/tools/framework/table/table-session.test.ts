import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bulkCompressor } from "../../bulk-compress/definition.ts";
import { fakeServices, flush, namedFile } from "../session-test-support.ts";
import { ToolSession } from "../tool-session.ts";
import { RunClock } from "./run-clock.ts";

const guest = { signedIn: false, openSignIn: () => {} };

function bulk(concurrency = 2) {
  const fake = fakeServices(concurrency);
  const thumbnail = vi.fn(fake.services.thumbnail);
  const s = new ToolSession(bulkCompressor, guest, { ...fake.services, thumbnail });
  return { s, thumbnail, ...fake };
}

describe("a table-layout session (the bulk compressor)", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] }));
  afterEach(() => vi.useRealTimers());

  it("takes 100 files from a guest, makes no pictures, and starts nothing until asked", async () => {
    const { s, thumbnail, started } = bulk();
    s.add(Array.from({ length: 100 }, (_, i) => namedFile(`f${i}.jpg`)));
    expect(s.items).toHaveLength(100);
    await vi.advanceTimersByTimeAsync(5_000);
    await flush();
    expect(started).toEqual([]);
    expect(thumbnail).not.toHaveBeenCalled();
  });

  it("runs Compress All through the queue for a guest, every worker at once, with pause and resume", async () => {
    const { s, started, finish } = bulk(2);
    s.add(Array.from({ length: 5 }, (_, i) => namedFile(`f${i}.jpg`)));
    await flush();
    s.processAll();
    await flush();
    // No guest cap and no gap between starts: both workers take a file straight away.
    expect(started).toEqual(["f0.jpg", "f1.jpg"]);
    s.queue.pause();
    await finish("f0.jpg");
    await finish("f1.jpg");
    expect(started).toHaveLength(2);
    s.queue.resume();
    await flush();
    expect(started).toEqual(["f0.jpg", "f1.jpg", "f2.jpg", "f3.jpg"]);
  });

  it("cancel stops what runs and leaves it waiting, ready to start again", async () => {
    const { s, started } = bulk(2);
    s.add(Array.from({ length: 3 }, (_, i) => namedFile(`f${i}.jpg`)));
    await flush();
    s.processAll();
    await flush();
    s.queue.stop();
    await flush();
    expect(s.items.map((i) => i.status)).toEqual(["pending", "pending", "pending"]);
    s.processAll();
    await flush();
    expect(started).toHaveLength(4);
  });

  it("measures each run from its own start, so a pause does not slow the estimate", async () => {
    const { s, finish } = bulk(1);
    s.add([namedFile("a.jpg"), namedFile("b.jpg")]);
    await flush();
    let now = 1_000;
    const clock = new RunClock(s.queue, s.store, () => now);
    const detach = clock.attach();
    expect(clock.getSnapshot()).toBeNull();
    s.processAll();
    expect(clock.getSnapshot()).toEqual({ at: 1_000, finishedBytes: 0 });
    await flush();
    await finish("a.jpg");
    s.queue.pause();
    expect(clock.getSnapshot()).toBeNull();
    now = 9_000;
    s.queue.resume();
    expect(clock.getSnapshot()).toEqual({ at: 9_000, finishedBytes: "a.jpg".length });
    detach();
  });
});
