/**
 * The GIF page's job, as packages/engine/src/animation/long-gif-animation.test.ts runs it on a
 * 400-frame GIF (issue 24): if the page's recipe changes, that test must follow.
 */
import { compressAnimationOutput, fitWithin } from "@squish/engine";
import { describe, expect, it } from "vitest";
import { gifRecipe, initialGifSettings } from "./gif-settings.ts";

describe("the GIF page's recipe", () => {
  it("is the Balanced preset as a GIF, measured, with Fit N px as a resize step", () => {
    const job = {
      kind: "animation",
      steps: [],
      output: compressAnimationOutput({ format: "gif", preset: "balanced", webpIfSmaller: false }),
      measureQuality: true,
    };
    expect(gifRecipe(initialGifSettings(), {})).toEqual(job);
    expect(gifRecipe({ ...initialGifSettings(), maxSide: 320 }, {})).toEqual({ ...job, steps: [fitWithin(320)] });
  });
});
