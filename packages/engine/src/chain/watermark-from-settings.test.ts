import type { WatermarkTemplateSettings } from "@squish/shared/watermark-templates";
import { describe, expect, it } from "vitest";
import { chainJob } from "./chain-job.ts";
import { textWatermarkStep } from "./watermark-from-settings.ts";

// The watermark tool's defaults (apps/web watermark-options.ts DEFAULT_TEXT_MARK).
const defaults: WatermarkTemplateSettings = {
  text: "© Your Name",
  font: "sans",
  size: 5,
  color: "#ffffff",
  opacity: 70,
  rotation: 0,
  outline: false,
  outlineColor: "#000000",
  shadow: true,
  position: "bottom-right",
  x: 0.5,
  y: 0.5,
  margin: 3,
};

// The expected objects are what the watermark tool's watermarkStep gives for the same settings.
describe("textWatermarkStep", () => {
  it("gives the watermark tool's step for its default settings", () => {
    expect(textWatermarkStep(defaults)).toEqual({
      op: "watermark",
      mark: { kind: "text", text: "© Your Name", font: "sans", size: 0.05, color: "#ffffff", shadow: true },
      opacity: 0.7,
      rotation: 0,
      placement: { kind: "anchor", position: "bottom-right", margin: 0.03 },
    });
  });

  it("adds the outline, drops the shadow and places tiled and dragged marks as the tool does", () => {
    const outlined = { ...defaults, outline: true, outlineColor: "#112233", shadow: false, font: "serif" as const };
    expect(textWatermarkStep({ ...outlined, position: "tiled", rotation: -30, opacity: 45, size: 12 })).toEqual({
      op: "watermark",
      mark: {
        kind: "text",
        text: "© Your Name",
        font: "serif",
        size: 0.12,
        color: "#ffffff",
        outline: { color: "#112233", width: 0.06 },
      },
      opacity: 0.45,
      rotation: -30,
      placement: { kind: "tiled", gap: 0.8 },
    });
    expect(textWatermarkStep({ ...defaults, position: "custom", x: 0.25, y: 0.75 }).placement).toEqual({
      kind: "point",
      x: 0.25,
      y: 0.75,
    });
    expect(textWatermarkStep({ ...defaults, position: "top", margin: 10 }).placement).toEqual({
      kind: "anchor",
      position: "top",
      margin: 0.1,
    });
  });

  it("is the step a chain's Watermark becomes", () => {
    expect(chainJob([{ op: "watermark", settings: defaults }], { format: "png" }).steps).toEqual([
      textWatermarkStep(defaults),
    ]);
  });
});
