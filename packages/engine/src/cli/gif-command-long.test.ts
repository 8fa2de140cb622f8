/** Issue 24: `squish gif` compresses a long animation (the kind it used to refuse), frame by frame. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openGif } from "../animation/gif-frames.ts";
import { longAnimatedGif, longGifDelay } from "../test-support/long-gif.ts";
import { main } from "./main.ts";

const out = mkdtempSync(join(tmpdir(), "squish-cli-long-gif-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("squish gif on a 400-frame animation", () => {
  it("writes every frame with its delay and the loop count", async () => {
    const frames = 400;
    writeFileSync(join(out, "clip.gif"), longAnimatedGif({ width: 472, height: 298, frames }));
    const lines: string[] = [];
    const code = await main(["gif", join(out, "clip.gif"), "-o", out], (line) => lines.push(line));
    expect(code).toBe(0);
    expect(lines.join("\n")).toMatch(
      /clip\.gif: .* \(472 x 298 GIF; 400 frames, 20\.00 s; .*\) -> compressed_clip\.gif/,
    );
    const written = await openGif(new Uint8Array(readFileSync(join(out, "compressed_clip.gif"))));
    expect(written.frameCount).toBe(frames);
    expect(written.delays).toEqual(Array.from({ length: frames }, (_, k) => longGifDelay(k)));
    expect(written.loopCount).toBe(0);
  }, 120_000);
});
