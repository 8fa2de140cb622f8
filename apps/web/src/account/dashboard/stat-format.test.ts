import { describe, expect, it } from "vitest";
import {
  formatChange,
  formatGain,
  formatPercent,
  formatSavings,
  monthlyChange,
  performanceGain,
} from "./stat-format.ts";

describe("dashboard figures", () => {
  it("shows savings in MB up to 1024 and in GB above", () => {
    expect(formatSavings(0)).toBe("0.00 MB");
    expect(formatSavings(3.456)).toBe("3.46 MB");
    expect(formatSavings(42.25)).toBe("42.3 MB");
    expect(formatSavings(1024)).toBe("1024 MB");
    expect(formatSavings(1536)).toBe("1.50 GB");
  });

  it("writes percentages with one decimal", () => {
    expect(formatPercent(33.333)).toBe("33.3%");
    expect(formatPercent(0)).toBe("0.0%");
  });

  it("derives the performance gain from the average compression", () => {
    expect(performanceGain(0)).toBe(1);
    expect(performanceGain(50)).toBe(2);
    expect(performanceGain(75)).toBe(4);
    expect(performanceGain(100)).toBe(100);
    expect(performanceGain(-20)).toBe(1);
    expect(formatGain(performanceGain(60))).toBe("2.5x");
  });

  it("caps the change from last month at +100%", () => {
    expect(monthlyChange(10, 5)).toBe(100);
    expect(monthlyChange(30, 5)).toBe(100);
    expect(monthlyChange(6, 5)).toBe(20);
    expect(monthlyChange(2, 4)).toBe(-50);
    expect(monthlyChange(0, 4)).toBe(-100);
    expect(monthlyChange(3, 0)).toBe(100);
    expect(monthlyChange(0, 0)).toBe(0);
    expect(formatChange(20)).toBe("+20%");
    expect(formatChange(-50)).toBe("-50%");
    expect(formatChange(0)).toBe("0%");
  });
});
