/**
 * `squish watermark` draws the mark the watermark tool draws by default: same opacity, margin,
 * size and tile spacing (the watermark kit's defaults, packages/shared/src/steps/watermark.ts).
 */
import { describe, expect, it } from "vitest";
import { TILED_WATERMARK_GAP } from "../kits/watermark.ts";
import type { WatermarkStep } from "../steps/step.ts";
import { buildCommand } from "./commands.ts";

function step(options: Record<string, string>): WatermarkStep {
  const command = buildCommand("watermark", options);
  return command!.job.kind === "image" ? (command!.job.steps[0] as WatermarkStep) : (undefined as never);
}

describe("squish watermark's defaults", () => {
  it("are the watermark tool's: 70% opacity, a 3% margin, 5% text", () => {
    const mark = step({ text: "© Ada" });
    expect(mark.opacity).toBe(0.7);
    expect(mark.placement).toEqual({ kind: "anchor", position: "bottom-right", margin: 0.03 });
    expect(mark.mark).toMatchObject({ kind: "text", size: 0.05, shadow: true });
  });

  it("tiles with the tool's spacing, and an asked opacity still wins", () => {
    const mark = step({ text: "© Ada", position: "tiled", opacity: "40" });
    expect(mark.placement).toEqual({ kind: "tiled", gap: TILED_WATERMARK_GAP });
    expect(mark.opacity).toBe(0.4);
  });
});
