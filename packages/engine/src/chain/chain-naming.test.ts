import type { ChainStep } from "@squish/shared/chain";
import { describe, expect, it } from "vitest";
import { baseName, chainOutputName } from "./chain-output-name.ts";

const webp = { width: 1600, height: 900, extension: "webp" };

describe("chainOutputName", () => {
  it("keeps the source's name with the new extension when there is no Rename", () => {
    expect(chainOutputName([{ op: "convert", format: "webp" }], "holiday.photo.JPG", webp, 1)).toBe(
      "holiday.photo.webp",
    );
    expect(chainOutputName([], "README", { ...webp, extension: "png" }, 1)).toBe("README.png");
    expect(baseName(".hidden")).toBe(".hidden");
  });

  it("fills the last Rename's pattern with the result's size, format and place in the batch", () => {
    const steps: ChainStep[] = [
      { op: "rename", pattern: "old-{n}" },
      { op: "resize", width: 1600 },
      { op: "rename", pattern: "{name}-{width}x{height}-{format}-{n}" },
    ];
    expect(chainOutputName(steps, "cat.png", webp, 3)).toBe("cat-1600x900-webp-3.webp");
    expect(
      chainOutputName([{ op: "rename", pattern: "{name}-{width}w" }], "a.jpg", { ...webp, extension: "jpg" }, 1),
    ).toBe("a-1600w.jpg");
  });
});
