import { describe, expect, it } from "vitest";
import { searchQuality, type SearchPlan } from "./quality-search.ts";

/** A plan over a known curve, counting the tries. */
function plan(curve: (q: number) => number, over: Partial<SearchPlan<null>> = {}) {
  const tried: number[] = [];
  const p: SearchPlan<null> = {
    min: 10,
    max: 95,
    first: 70,
    slope: 0.6,
    target: 75,
    evaluate: async (q) => {
      tried.push(q);
      return { value: curve(q), made: null };
    },
    ...over,
  };
  return { p, tried };
}

/** The true answer: the lowest quality reaching the target. */
const lowest = (curve: (q: number) => number, target: number, min = 10, max = 95) => {
  for (let q = min; q <= max; q++) if (curve(q) >= target) return q;
  return null;
};

describe("searchQuality", () => {
  const curves: Record<string, (q: number) => number> = {
    linear: (q) => 30 + 0.6 * q,
    steep: (q) => 10 + 1.5 * q,
    flat: (q) => 60 + 0.25 * q,
    curved: (q) => 100 - 4000 / (q + 30),
    stepwise: (q) => 40 + 5 * Math.floor(q / 10),
  };

  for (const [name, curve] of Object.entries(curves)) {
    it(`finds the exact boundary of a ${name} curve when tries are not limited`, async () => {
      const { p, tried } = plan(curve);
      const found = await searchQuality(p);
      const truth = lowest(curve, 75);
      expect(found.verified).toBe(truth !== null);
      expect(found.quality).toBe(truth ?? 95);
      // Never the same quality twice, and far fewer tries than a walk through every quality.
      expect(new Set(tried).size).toBe(tried.length);
      expect(tried.length).toBeLessThanOrEqual(8);
    });

    it(`with three tries on a ${name} curve, answers a quality that was tried and reached the target, or predicts one`, async () => {
      const { p, tried } = plan(curve, { maxTries: 3 });
      const found = await searchQuality(p);
      expect(tried.length).toBeLessThanOrEqual(3);
      if (found.verified) {
        expect(tried).toContain(found.quality);
        expect(curve(found.quality)).toBeGreaterThanOrEqual(75);
      } else {
        // Every try fell short: the answer lies above them all, or is the top when that fell short too.
        if (tried.includes(95)) expect(found.quality).toBe(95);
        else expect(Math.max(...tried)).toBeLessThan(found.quality);
        for (const q of tried) expect(curve(q)).toBeLessThan(75);
      }
    });
  }

  it("stops at the range's ends: the top when nothing reaches the target, the bottom when everything does", async () => {
    const never = await searchQuality(plan(() => 10).p);
    expect([never.quality, never.verified]).toEqual([95, false]);
    const always = plan(() => 99);
    const found = await searchQuality(always.p);
    expect([found.quality, found.verified, found.below]).toEqual([10, true, null]);
  });

  it("takes big steps on a nearly flat curve, not one quality at a time", async () => {
    // A file whose size barely grows with quality (a lossless alpha plane, say): 60000 + 40 q bytes.
    const curve = (q: number) => Math.log(60000 + 40 * q);
    const { p, tried } = plan(curve, { first: 95, slope: 0.04, target: Math.log(60301) });
    const found = await searchQuality(p);
    expect(found.quality).toBe(lowest(curve, Math.log(60301)));
    expect(tried.length).toBeLessThanOrEqual(10);
  });

  it("uses the first guess alone when it is the boundary's next neighbour", async () => {
    const curve = curves.linear!;
    const truth = lowest(curve, 75)!;
    const { p, tried } = plan(curve, { first: truth });
    const found = await searchQuality(p);
    expect(found.quality).toBe(truth);
    expect(tried[0]).toBe(truth);
    expect(tried.length).toBeLessThanOrEqual(3);
  });
});
