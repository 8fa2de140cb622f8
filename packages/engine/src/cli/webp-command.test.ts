import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseAnimatedWebp } from "../animation/webp-container.ts";
import { sniffFormat } from "../sniff-format.ts";
import { FIXTURE_CORPUS } from "../test-support/corpus.ts";
import { main } from "./main.ts";

const out = mkdtempSync(join(tmpdir(), "squish-cli-webp-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const animated = join(out, "dance.webp");
copyFileSync(join(FIXTURE_CORPUS, "webp/pillow-iss634-anim.webp"), animated);
const still = join(FIXTURE_CORPUS, "png/debian-desktop-base-preview-600x338.png");

async function squish(...args: string[]) {
  const lines: string[] = [];
  const code = await main(args, (line) => lines.push(line));
  return { code, output: lines.join("\n") };
}

describe("squish webp", () => {
  it("keeps an animated WebP animated: every frame, its durations and the loop", async () => {
    const { code, output } = await squish("webp", animated, "--quality", "70", "--effort", "3", "-o", join(out, "a"));
    expect(code).toBe(0);
    expect(output).toMatch(
      /dance\.webp: .* \(245 x 245 WEBP; 42 frames, 2\.73 s; \d+% smaller; mean frame SSIMULACRA 2 \d+\.\d/,
    );
    const written = parseAnimatedWebp(new Uint8Array(readFileSync(join(out, "a", "compressed_dance.webp"))));
    const source = parseAnimatedWebp(new Uint8Array(readFileSync(animated)));
    expect(written.frames.map((f) => f.duration)).toEqual(source.frames.map((f) => f.duration));
    expect(written.loopCount).toBe(source.loopCount);
  });

  it("turns a still picture into a still WebP, lossless with near-lossless when asked", async () => {
    const { code } = await squish("webp", still, "--lossless", "--near-lossless", "60", "-o", join(out, "s"));
    expect(code).toBe(0);
    const bytes = new Uint8Array(readFileSync(join(out, "s", "compressed_debian-desktop-base-preview-600x338.webp")));
    expect(sniffFormat(bytes)).toBe("webp");
  });

  it("explains wrong options", async () => {
    expect((await squish("webp", still, "--effort", "9")).output).toBe("--effort must be a whole number from 0 to 6.");
    expect((await squish("webp", still, "--near-lossless", "60")).output).toBe("--near-lossless needs --lossless.");
  });
});
