import { describe, expect, it } from "vitest";
import { chainActivityType } from "./chain-activity.ts";

describe("chainActivityType", () => {
  it("is typed by the last step that names a kind of work", () => {
    expect(
      chainActivityType([
        { op: "resize", width: 10 },
        { op: "compress", quality: 80 },
      ]),
    ).toBe("compress");
    expect(
      chainActivityType([
        { op: "compress", quality: 80 },
        { op: "convert", format: "webp" },
        { op: "rotate", degrees: 90 },
        { op: "rename", pattern: "{name}" },
      ]),
    ).toBe("convert");
    expect(
      chainActivityType([
        { op: "convert", format: "webp" },
        { op: "crop", ratio: { width: 1, height: 1 } },
      ]),
    ).toBe("crop");
    expect(
      chainActivityType([
        { op: "resize", percent: 50 },
        { op: "metadata", keep: true },
      ]),
    ).toBe("resize");
  });

  it("is a conversion when only turns, flips, metadata or names change", () => {
    expect(
      chainActivityType([
        { op: "flip", direction: "vertical" },
        { op: "metadata", keep: false },
      ]),
    ).toBe("convert");
  });
});
