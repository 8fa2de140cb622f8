import { DEFAULT_TEXT_WATERMARK as defaults } from "@squish/shared/steps/watermark";
import { describe, expect, it } from "vitest";
import { chainJob } from "../chain/chain-job.ts";
import { watermarkStepFrom } from "./watermark.ts";

describe("watermarkStepFrom", () => {
  it("gives the watermark tool's step for its default settings", () => {
    expect(watermarkStepFrom(defaults)).toEqual({
      op: "watermark",
      mark: { kind: "text", text: "© Your Name", font: "sans", size: 0.05, color: "#ffffff", shadow: true },
      opacity: 0.7,
      rotation: 0,
      placement: { kind: "anchor", position: "bottom-right", margin: 0.03 },
    });
  });

  it("adds the outline, drops the shadow and places tiled and dragged marks as the tool does", () => {
    const outlined = { ...defaults, outline: true, outlineColor: "#112233", shadow: false, font: "serif" as const };
    expect(watermarkStepFrom({ ...outlined, position: "tiled", rotation: -30, opacity: 45, size: 12 })).toEqual({
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
    expect(watermarkStepFrom({ ...defaults, position: "custom", x: 0.25, y: 0.75 }).placement).toEqual({
      kind: "point",
      x: 0.25,
      y: 0.75,
    });
    expect(watermarkStepFrom({ ...defaults, position: "top", margin: 10 }).placement).toEqual({
      kind: "anchor",
      position: "top",
      margin: 0.1,
    });
  });

  it("stamps a logo instead of the text, at its width, placed and faded as set", () => {
    const bytes = new Uint8Array([1, 2, 3]);
    expect(watermarkStepFrom({ ...defaults, opacity: 50, position: "top-left" }, { bytes, width: 25 })).toEqual({
      op: "watermark",
      mark: { kind: "image", bytes, size: 0.25 },
      opacity: 0.5,
      rotation: 0,
      placement: { kind: "anchor", position: "top-left", margin: 0.03 },
    });
  });

  it("is the step a chain's Watermark becomes", () => {
    expect(chainJob([{ op: "watermark", settings: defaults }], { format: "png" }).steps).toEqual([
      watermarkStepFrom(defaults),
    ]);
  });
});
