import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { movingSquareGif } from "../test-support/animated-gif.ts";
import { FIXTURE_CORPUS } from "../test-support/corpus.ts";
import { isAnimatedHeader } from "./animated-header.ts";
import { gifHasSeveralFrames } from "./gif-frame-walk.ts";

const read = (file: string) => new Uint8Array(readFileSync(join(FIXTURE_CORPUS, file)));

describe("telling an animated GIF by its blocks", () => {
  it("finds a second frame, and a still GIF's end", () => {
    expect(gifHasSeveralFrames(read("gif/linku-star-anim.gif"))).toBe(true);
    expect(gifHasSeveralFrames(movingSquareGif())).toBe(true);
    expect(gifHasSeveralFrames(read("gif/pillow-transparent.gif"))).toBe(false);
    expect(isAnimatedHeader(read("gif/linku-star-anim.gif"))).toBe(true);
    expect(isAnimatedHeader(read("gif/pillow-transparent.gif"))).toBe(false);
  });

  it("says it cannot tell yet when the bytes end before the answer", () => {
    const still = read("gif/pillow-transparent.gif");
    const animated = movingSquareGif();
    // Every cut before the second frame's descriptor leaves the question open; none answers wrongly.
    for (let cut = 0; cut < still.length - 1; cut++) expect(gifHasSeveralFrames(still.subarray(0, cut))).not.toBe(true);
    for (let cut = 0; cut < animated.length; cut++)
      expect(gifHasSeveralFrames(animated.subarray(0, cut))).not.toBe(false);
    expect(gifHasSeveralFrames(still.subarray(0, 100))).toBeNull();
  });

  it("gives up on a damaged file instead of guessing", () => {
    const broken = read("gif/linku-star-anim.gif").slice(0, 40);
    broken[39] = 0x99;
    expect(gifHasSeveralFrames(broken)).not.toBe(true);
  });
});
