/**
 * "Same as original" keeps the source's format and its kind of encoding: what the cropper and the
 * watermark tool write when nothing else is chosen, and what their cards and file names promise.
 */
import { describe, expect, it } from "vitest";
import { webpCodec } from "../codecs/webp.ts";
import { gifCodec } from "../codecs/gif-codec.ts";
import { isLosslessWebp } from "../metadata/riff-chunks.ts";
import { applySteps } from "../steps/apply-steps.ts";
import type { Step } from "../steps/step.ts";
import { sniffFormat } from "../sniff-format.ts";
import { fixture } from "../test-support/fixtures.ts";
import type { ImageJob } from "./job.ts";
import { runJob } from "./run-job.ts";

const watermark: Step = {
  op: "watermark",
  mark: { kind: "text", text: "Squish", font: "sans", size: 0.2, color: "#ff0000", shadow: true },
  opacity: 0.7,
  rotation: 0,
  placement: { kind: "anchor", position: "center", margin: 0.03 },
};
const crop: Step = { op: "crop", region: { unit: "px", x: 10, y: 10, width: 120, height: 90 } };
const same = (step: Step): ImageJob => ({
  kind: "image",
  steps: [step],
  output: { format: "same", options: { quality: "source" } },
});

describe('"Same as original" output', () => {
  it("writes a lossless WebP again losslessly: the watermarked pixels come back exactly", async () => {
    const input = fixture("webp/goximage-gopher-doc.8bpp.lossless.webp");
    expect(isLosslessWebp(input)).toBe(true);
    const result = await runJob(input, same(watermark));
    expect([result.format, result.extension, result.keptOriginal]).toEqual(["webp", "webp", false]);
    expect(isLosslessWebp(result.bytes)).toBe(true);
    const expected = await applySteps(await webpCodec.decode(input), [watermark]);
    expect(Buffer.from((await webpCodec.decode(result.bytes)).data).equals(Buffer.from(expected.data))).toBe(true);
  });

  it("keeps a lossy WebP lossy", async () => {
    const input = fixture("webp/goximage-yellow_rose.lossy-with-alpha.webp");
    expect(isLosslessWebp(input)).toBe(false);
    const result = await runJob(input, same(watermark));
    expect(result.format).toBe("webp");
    expect(isLosslessWebp(result.bytes)).toBe(false);
  });

  it("writes a cropped still GIF as a GIF, named .gif, with the cropped picture", async () => {
    const input = fixture("gif/pillow-transparent.gif");
    const result = await runJob(input, same(crop));
    expect([result.format, result.extension, result.mimeType]).toEqual(["gif", "gif", "image/gif"]);
    expect(sniffFormat(result.bytes)).toBe("gif");
    const decoded = await gifCodec.decode(result.bytes);
    expect([decoded.width, decoded.height]).toEqual([120, 90]);
  });

  it("keeps PNG as PNG and JPEG as JPEG", async () => {
    const corner: Step = { op: "crop", region: { unit: "px", x: 0, y: 0, width: 16, height: 16 } };
    const png = await runJob(fixture("png/pngsuite/basn6a08.png"), same(corner));
    expect(sniffFormat(png.bytes)).toBe("png");
    const jpeg = await runJob(fixture("photo/recurser-Landscape_1.jpg"), same(crop));
    expect(sniffFormat(jpeg.bytes)).toBe("jpeg");
  });
});
