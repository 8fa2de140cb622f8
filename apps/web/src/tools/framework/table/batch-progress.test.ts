import { describe, expect, it } from "vitest";
import type { FileItem } from "../file-item.ts";
import { batchBytes, batchProgress, secondsLeft, timeLeftText } from "./batch-progress.ts";

function item(status: FileItem<unknown>["status"], originalSize: number, resultSize?: number): FileItem<unknown> {
  return {
    id: String(Math.random()),
    file: new File([], "x"),
    name: "x",
    originalSize,
    lastModified: 0,
    probe: { name: "x", size: originalSize },
    status,
    options: {},
    ...(resultSize !== undefined && {
      result: {
        kind: "image",
        blob: new Blob(),
        url: "",
        size: resultSize,
        width: 1,
        height: 1,
        format: "jpeg",
        mimeType: "image/jpeg",
        extension: "jpg",
        keptOriginal: resultSize === originalSize,
        removed: [],
        madeWith: "",
      },
    }),
  };
}

describe("batch progress", () => {
  const items = [
    item("completed", 1000, 400),
    item("completed", 500, 500),
    item("error", 300),
    item("processing", 2000),
    item("pending", 1000),
  ];

  it("counts files by state and sums what was saved", () => {
    expect(batchProgress(items)).toEqual({
      total: 5,
      done: 2,
      failed: 1,
      running: 1,
      waiting: 1,
      savedBytes: 600,
      resultBytes: 900,
      percent: 60,
    });
    expect(batchBytes(items)).toEqual({ finished: 1800, remaining: 3000 });
  });

  it("estimates the time left from this run's real rate, and not before anything finished", () => {
    const bytes = batchBytes(items);
    expect(secondsLeft(null, bytes, 10_000)).toBeNull();
    expect(secondsLeft({ at: 0, finishedBytes: 1800 }, bytes, 10_000)).toBeNull();
    // 900 bytes in 9 s since the start: 100 B/s, so 3000 bytes take 30 s.
    expect(secondsLeft({ at: 1_000, finishedBytes: 900 }, bytes, 10_000)).toBe(30);
    expect(timeLeftText(30)).toBe("about 30 s left");
    expect(timeLeftText(130)).toBe("about 2 min 10 s left");
    expect(timeLeftText(120)).toBe("about 2 min left");
  });
});
