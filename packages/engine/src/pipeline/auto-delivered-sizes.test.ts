/**
 * "Auto: smallest" compares and reports its candidates at the size they are delivered: the colour
 * profile a photo carries is part of every candidate, so the card's "Tried:" sizes are the
 * download's (issue 22: a 1.96 KB AVIF was reported, and 5.04 KB delivered with its profile).
 */
import { describe, expect, it } from "vitest";
import { readIccProfile } from "../metadata/icc-profile.ts";
import { fixture } from "../test-support/fixtures.ts";
import type { ImageJob } from "./job.ts";
import { runJob } from "./run-job.ts";

const auto: ImageJob = { kind: "image", steps: [], output: { format: "auto", options: { quality: 75 } } };

describe("Auto: smallest with a colour profile", () => {
  it("reports the delivered size of the candidate it hands back, profile included", async () => {
    const input = fixture("photo/ianare-Canon_40D-100x68.jpg");
    const profile = readIccProfile(input, "jpeg");
    expect(profile?.byteLength).toBeGreaterThan(3000);
    const result = await runJob(input, auto);
    expect(result.keptOriginal).toBe(false);
    const chosen = result.candidates?.find((c) => c.format === result.format);
    expect(chosen?.size).toBe(result.bytes.byteLength);
    // Every candidate holds the profile, so none is reported smaller than the profile itself.
    for (const candidate of result.candidates ?? []) {
      expect([candidate.format, candidate.size > profile!.byteLength]).toEqual([candidate.format, true]);
    }
  });
});
