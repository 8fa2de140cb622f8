import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decodeGifFrames } from "../animation/gif-frames.ts";
import { movingSquareGif } from "../test-support/animated-gif.ts";
import { main } from "./main.ts";

const out = mkdtempSync(join(tmpdir(), "squish-cli-gif-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const source = join(out, "square.gif");
writeFileSync(source, movingSquareGif());

async function squish(...args: string[]) {
  const lines: string[] = [];
  const code = await main(args, (line) => lines.push(line));
  return { code, output: lines.join("\n") };
}

describe("squish gif", () => {
  it("compresses an animated GIF into compressed_NAME.gif, animation kept", async () => {
    const { code, output } = await squish("gif", source, "--preset", "balanced", "--colors", "64", "-o", out);
    expect(code).toBe(0);
    expect(output).toMatch(
      /square\.gif: .* -> .* \(40 x 30 GIF; 6 frames, 0\.84 s; .*mean frame SSIMULACRA 2 \d+\.\d \([a-z ]+\)\) -> compressed_square\.gif/,
    );
    const written = await decodeGifFrames(new Uint8Array(readFileSync(join(out, "compressed_square.gif"))));
    expect(written.frames.map((f) => f.delay)).toEqual([10, 20, 5, 7, 30, 12]);
    expect(written.loopCount).toBe(3);
  });

  it("takes --lossy, --drop and --max", async () => {
    expect((await squish("gif", source, "--lossy", "40", "--drop", "2", "--max", "20", "-o", out)).code).toBe(0);
    const written = await decodeGifFrames(new Uint8Array(readFileSync(join(out, "compressed_square.gif"))));
    expect([written.width, written.height, written.frames.length]).toEqual([20, 15, 3]);
  });

  it("explains wrong options", async () => {
    expect(await squish("gif", source, "--lossy", "300")).toEqual({
      code: 2,
      output: "--lossy must be a whole number from 0 to 200.",
    });
    expect(await squish("gif", source, "--colors", "1")).toMatchObject({ code: 2 });
    expect(await squish("gif", source, "--preset", "max")).toEqual({
      code: 2,
      output: "--preset must be one of light, balanced, strong.",
    });
  });
});
