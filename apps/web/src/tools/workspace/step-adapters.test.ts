import { describe, expect, it } from "vitest";
import { CHAIN_STEP_OPS, type ChainStep } from "@squish/shared/chain";
import { DEFAULT_RESIZE } from "../steps/resize/resize-options.ts";
import { describeChain } from "./describe-chain.ts";
import { chainFromDrafts, chainProblem, draftToStep, stepToDraft } from "./step-adapters.ts";
import { moveStep, newDraft, type StepDraft } from "./step-drafts.ts";

const stepOf = (draft: StepDraft) => {
  const result = draftToStep(draft);
  if (!result.ok) throw new Error(result.error);
  return result.step;
};

const MARK = (stepOf(newDraft("watermark")) as Extract<ChainStep, { op: "watermark" }>).settings;

describe("workspace step adapters", () => {
  it("makes a valid step from every kind's new draft", () => {
    for (const op of CHAIN_STEP_OPS) expect(draftToStep(newDraft(op)).ok, op).toBe(true);
  });

  it("turns the resize panel's choices into the chain's resize", () => {
    const resize = (change: Partial<typeof DEFAULT_RESIZE>) =>
      stepOf({ id: "r", op: "resize", resize: { ...DEFAULT_RESIZE, ...change } });
    // Locked: only the side set last, so the other follows each picture.
    expect(resize({ width: 1600, height: 900, lockAspect: true, leading: "width" })).toEqual({
      op: "resize",
      width: 1600,
    });
    expect(resize({ width: 1600, height: 900, lockAspect: true, leading: "height" })).toEqual({
      op: "resize",
      height: 900,
    });
    expect(resize({ width: 1600, height: 900, lockAspect: false, mode: "fill" })).toEqual({
      op: "resize",
      width: 1600,
      height: 900,
      mode: "fill",
    });
    expect(resize({ by: "percent", percent: 50, enlarge: true })).toEqual({ op: "resize", percent: 50, enlarge: true });
    expect(resize({ by: "preset", preset: "instagram-square", mode: "fill" })).toEqual({
      op: "resize",
      width: 1080,
      height: 1080,
      mode: "fill",
    });
  });

  it("says what is wrong with a step that cannot run, naming it and its place", () => {
    const empty: StepDraft = { id: "r", op: "resize", resize: { ...DEFAULT_RESIZE, width: "", height: "" } };
    expect(draftToStep(empty)).toEqual({ ok: false, error: "A resize step needs a width, a height or a percentage" });
    const huge: StepDraft = { id: "r", op: "resize", resize: { ...DEFAULT_RESIZE, width: 30000, lockAspect: true } };
    expect(draftToStep(huge)).toEqual({ ok: false, error: "The width may be at most 16384 pixels" });
    const rename: StepDraft = { id: "n", op: "rename", pattern: "{name}-{size}" };
    expect(chainProblem([newDraft("compress"), rename])).toBe(
      "Step 2, Rename: A name pattern may use {name}, {width}, {height}, {format}, {n}.",
    );
    const free: StepDraft = {
      ...(newDraft("crop") as Extract<StepDraft, { op: "crop" }>),
      crop: { ratio: "free", custom: { width: 1, height: 1 } },
    };
    expect(chainProblem([free])).toMatch(/^Step 1, Crop: Choose a ratio/);
    const blank: StepDraft = { ...(newDraft("watermark") as Extract<StepDraft, { op: "watermark" }>) };
    if (blank.op === "watermark") blank.mark = { ...blank.mark, text: "  " };
    expect(chainProblem([blank])).toBe("Step 1, Watermark: The watermark text is required.");
    expect(chainProblem([])).toBe("Add a step to the chain first.");
    expect(() => chainFromDrafts([empty])).toThrow("Step 1, Resize: A resize step needs");
  });

  it("round-trips every kind of chain step through a draft", () => {
    const steps: ChainStep[] = [
      { op: "resize", width: 1600 },
      { op: "resize", height: 800, enlarge: true },
      { op: "resize", width: 1200, height: 630, mode: "fill" },
      { op: "resize", percent: 50 },
      { op: "crop", ratio: { width: 16, height: 9 } },
      { op: "crop", ratio: { width: 7, height: 5 }, focus: { x: 0.2, y: 0.8 } },
      { op: "rotate", degrees: 270 },
      { op: "flip", direction: "vertical" },
      { op: "watermark", settings: MARK },
      { op: "convert", format: "avif" },
      { op: "compress", quality: 62 },
      { op: "compress", quality: 90, lossless: true },
      { op: "metadata", keep: true, keepLocation: true },
      { op: "metadata", keep: false },
      { op: "rename", pattern: "{name}-{width}w" },
    ];
    for (const step of steps) expect(stepOf(stepToDraft(step))).toEqual(step);
    expect(chainFromDrafts(steps.map((step) => stepToDraft(step)))).toEqual(steps);
  });

  it("moves a step and clamps the target", () => {
    expect(moveStep(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveStep(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveStep(["a", "b", "c"], 1, 9)).toEqual(["a", "c", "b"]);
    expect(moveStep(["a", "b"], 0, -1)).toEqual(["a", "b"]);
  });

  it("describes a chain in one line", () => {
    expect(
      describeChain([
        { op: "resize", width: 1600 },
        { op: "watermark", settings: MARK },
        { op: "convert", format: "webp" },
        { op: "compress", quality: 80 },
        { op: "rename", pattern: "{name}-{width}w" },
      ]),
    ).toBe("Resize to 1600 px wide → Watermark → WebP q80 → Rename to {name}-{width}w");
    expect(
      describeChain([
        { op: "compress", quality: 75 },
        { op: "metadata", keep: true },
      ]),
    ).toBe("Compress q75 → Keep metadata");
  });
});
