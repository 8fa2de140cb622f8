import { describe, expect, it } from "vitest";
import { batchAlertText } from "./batch-alert.ts";

describe("the batch alert's words", () => {
  it("says how many, what they saved and what failed", () => {
    expect(batchAlertText({ files: 12, failed: 1, before: 4_000_000, after: 1_000_000 }, "Compressed")).toEqual({
      title: "12 files compressed",
      body: "Saved 2.86 MB (75% smaller). 1 could not be processed. Your results are waiting in the Squish tab.",
    });
  });

  it("says nothing of savings when nothing got smaller", () => {
    expect(batchAlertText({ files: 2, failed: 0, before: 10, after: 12 }, "Resized").body).toBe(
      "Your results are waiting in the Squish tab.",
    );
  });
});
