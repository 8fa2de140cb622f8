import { describe, expect, it } from "vitest";
import {
  estimatedSize,
  jpegEstimatedReduction,
  jpegQualityLabel,
  PNG_LEVELS,
  reductionBadge,
  savingsPercent,
} from "./compression.ts";

describe("compression wording (image-tools.md section 9)", () => {
  it.each([
    [95, "Maximum", 20],
    [90, "Maximum", 20],
    [85, "High", 40],
    [75, "Balanced", 60],
    [65, "Balanced", 75],
    [60, "Web", 75],
    [45, "Compressed", 85],
    [25, "Maximum Compression", 85],
  ])("quality %i is labelled %s with an estimated %i%% reduction", (quality, label, reduction) => {
    expect(jpegQualityLabel(quality)).toBe(label);
    expect(jpegEstimatedReduction(quality)).toBe(reduction);
  });

  it.each([
    [72, "High Compression"],
    [50, "High Compression"],
    [30, "Balanced"],
    [10, "High Quality"],
    [3, "Minimal Compression"],
  ])("a %i%% reduction gets the %s badge", (percent, badge) => {
    expect(reductionBadge(percent)).toBe(badge);
  });

  it("lists the five PNG levels with their labels and estimates", () => {
    expect(PNG_LEVELS.map((l) => [l.id, l.label, l.estimate])).toEqual([
      ["lossless", "Low", 12],
      ["balanced", "Medium", 28],
      ["aggressive", "High", 45],
      ["maximum", "Very High", 60],
      ["ultra", "Extreme", 75],
    ]);
    expect(estimatedSize(1000, 28)).toBe(720);
    expect(savingsPercent(1000, 333)).toBe(67);
    expect(savingsPercent(1000, 1050)).toBe(-5);
    expect(savingsPercent(0, 10)).toBe(0);
  });
});
