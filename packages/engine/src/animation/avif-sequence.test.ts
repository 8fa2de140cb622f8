import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pngCodec } from "../codecs/png.ts";
import { isEngineError } from "../errors.ts";
import { createImage } from "../image.ts";
import { decodeImage } from "../decode/decode-image.ts";
import { runAnyJob } from "../pipeline/run-any-job.ts";
import { runJob } from "../pipeline/run-job.ts";
import { useNodeWasm } from "../wasm/node-wasm.ts";
import { isAnimatedHeader } from "./animated-header.ts";
import { isAnimatedAvif } from "./avif-sequence.ts";

useNodeWasm();

// libavif's own encoder (Debian's libavif-bin, installed by .ci/run) makes a real image sequence.
const dir = mkdtempSync(join(tmpdir(), "squish-avis-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function avifenc(frames: [number, number, number][]): Promise<Uint8Array> {
  const inputs: string[] = [];
  for (const [i, rgb] of frames.entries()) {
    const image = createImage(16, 16);
    for (let p = 0; p < image.data.length; p += 4) image.data.set([...rgb, 255], p);
    inputs.push(join(dir, `frame${i}.png`));
    writeFileSync(inputs.at(-1)!, await pngCodec.encode(image, { level: 0 }));
  }
  const out = join(dir, `out${frames.length}.avif`);
  execFileSync("avifenc", ["-s", "10", "--fps", "10", ...inputs, out], { stdio: "pipe" });
  return new Uint8Array(readFileSync(out));
}

describe("animated AVIF", () => {
  it("is told from a still AVIF by its header", async () => {
    const [animated, still] = [
      await avifenc([
        [255, 0, 0],
        [0, 0, 255],
      ]),
      await avifenc([[255, 0, 0]]),
    ];
    expect(isAnimatedAvif(animated)).toBe(true);
    expect(isAnimatedHeader(animated)).toBe(true);
    expect(isAnimatedAvif(still)).toBe(false);
    expect(isAnimatedHeader(still)).toBe(false);
    // A sequence whose ftyp names only `avif` is still told by its movie box.
    const renamed = animated.slice();
    const text = new TextDecoder("latin1").decode(renamed.subarray(0, 64));
    for (let at = text.indexOf("avis"); at >= 0 && at < 64; at = text.indexOf("avis", at + 1))
      renamed.set([0x61, 0x76, 0x69, 0x66], at);
    expect(isAnimatedAvif(renamed)).toBe(true);
  });

  it("is refused with a sentence by a still-image job (the resizer), never flattened", async () => {
    const animated = await avifenc([
      [255, 0, 0],
      [0, 0, 255],
      [0, 255, 0],
    ]);
    const error = await decodeImage(animated).catch((e: unknown) => e);
    expect(isEngineError(error) && error.code).toBe("unsupported-format");
    // Through the worker's own entry, which keeps GIF, WebP and PNG animations animated.
    const resize = runAnyJob(animated, {
      kind: "image",
      steps: [{ op: "resize", width: 8 }],
      output: { format: "same" },
    });
    await expect(resize).rejects.toThrow(/AVIF is animated/);
    // A still AVIF is resized as before.
    const still = await runJob(await avifenc([[255, 0, 0]]), {
      kind: "image",
      steps: [{ op: "resize", width: 8 }],
      output: { format: "same" },
    });
    expect(still.width).toBe(8);
  });
});
