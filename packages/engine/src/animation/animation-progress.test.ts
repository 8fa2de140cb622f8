/** An animation job's progress only moves forward, even when a GIF is also written as a WebP. */
import { describe, expect, it } from "vitest";
import { compressAnimationOutput } from "../kits/compress.ts";
import { runAnyJob } from "../pipeline/run-any-job.ts";
import { movingSquareGif } from "../test-support/animated-gif.ts";

describe("animation job progress", () => {
  it("rises from decode to measure, with GIF and WebP both written", async () => {
    const percents: number[] = [];
    await runAnyJob(
      movingSquareGif(),
      {
        kind: "animation",
        steps: [{ op: "resize", width: 20, height: 20, mode: "fit" }],
        output: compressAnimationOutput({ format: "gif", preset: "balanced", webpIfSmaller: true }),
        measureQuality: true,
      },
      { onProgress: ({ percent }) => percents.push(percent) },
    );
    expect(percents.length).toBeGreaterThan(6);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });
});
