import { describe, expect, it } from "vitest";
import { fixture } from "../test-support/fixtures.ts";
import { runJob } from "./run-job.ts";

const photo = () => fixture("photo/recurser-Landscape_1.jpg");
const box = [{ op: "resize" as const, width: 1024, height: 1024, mode: "fit" as const }];

describe("a job's size target (maxBytes)", () => {
  it("gives the highest quality up to the asked one whose whole file fits, for JPEG and WebP", async () => {
    for (const format of ["jpeg", "webp"] as const) {
      const maxBytes = 40 * 1024;
      const result = await runJob(photo(), {
        kind: "image",
        steps: box,
        output: { format, options: { quality: 85 } },
        maxBytes,
      });
      expect(result.size).toBeLessThanOrEqual(maxBytes);
      expect(result.target?.fits).toBe(true);
      expect(result.target?.quality).toBeLessThan(85);
      const oneUp = await runJob(photo(), {
        kind: "image",
        steps: box,
        output: { format, options: { quality: result.target!.quality! + 1 } },
      });
      expect(oneUp.size).toBeGreaterThan(maxBytes);
    }
  });

  it("never goes above the asked quality when the file fits easily", async () => {
    const result = await runJob(photo(), {
      kind: "image",
      steps: box,
      output: { format: "jpeg", options: { quality: 60 } },
      maxBytes: 5 * 1024 * 1024,
    });
    expect(result.target).toMatchObject({ fits: true, quality: 60 });
  });

  it("says so when even the lowest quality is above the target", async () => {
    const result = await runJob(photo(), { kind: "image", steps: [], output: { format: "jpeg" }, maxBytes: 2048 });
    expect(result.target?.fits).toBe(false);
    expect(result.target?.message).toMatch(/^Even at quality 10 this image is \d+ KB, above the 2 KB target\./);
  });

  it("leaves PNG as asked and says the target applies to lossy formats", async () => {
    const result = await runJob(fixture("png/debian-desktop-base-preview-600x338.png"), {
      kind: "image",
      steps: [],
      output: { format: "png" },
      maxBytes: 10,
    });
    expect(result.target?.quality).toBeNull();
    expect(result.target?.message).toMatch(/applies to JPEG, WebP and AVIF results/);
  });
});
