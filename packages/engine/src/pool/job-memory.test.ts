import { describe, expect, it } from "vitest";
import { compressAnimationOutput, compressOutput } from "../kits/compress.ts";
import type { ImageJob, Job } from "../pipeline/job.ts";
import { fixture } from "../test-support/fixtures.ts";
import { jobMemory } from "./job-memory.ts";

const MB = 1024 * 1024;
const image = (output: ImageJob["output"]): ImageJob => ({ kind: "image", steps: [], output });

// 1800 x 1200: 2.16 megapixels.
const photo = () => fixture("photo/recurser-Landscape_1.jpg");

describe("jobMemory", () => {
  it("grows with the picture's pixels, by what the output's encoders hold", () => {
    const jpeg = jobMemory(photo(), image(compressOutput({ format: "jpeg", quality: 75 })));
    expect(jpeg.signature).toBe("image:jpeg>jpeg");
    // 32 MB for the codecs, 28 bytes a pixel: a 12 MP photo comes to about 360 MB.
    expect(jpeg.bytes / MB).toBeCloseTo(32 + (1800 * 1200 * 28) / MB, 5);
    const avif = jobMemory(photo(), image(compressOutput({ format: "avif", quality: 50 })));
    const webp = jobMemory(photo(), image(compressOutput({ format: "webp", quality: 75 })));
    expect(avif.bytes).toBeGreaterThan(jpeg.bytes);
    expect(webp.bytes).toBeGreaterThan(jpeg.bytes);
    expect(new Set([jpeg.signature, avif.signature, webp.signature]).size).toBe(3);
  });

  it("tells a palette PNG, which quantises in floating point, from a lossless one", () => {
    const png = fixture("png/debian-desktop-base-preview-600x338.png");
    const palette = jobMemory(png, image(compressOutput({ format: "png", level: "balanced" })));
    const lossless = jobMemory(png, image(compressOutput({ format: "png", level: "lossless" })));
    expect([palette.signature, lossless.signature]).toEqual(["image:png>png8", "image:png>png"]);
    expect(palette.bytes).toBeGreaterThan(lossless.bytes);
  });

  it("reads the source's format for a 'same' output, and estimates a frame for an animation", () => {
    const same = jobMemory(photo(), image({ format: "same" }));
    expect(same.bytes).toBe(jobMemory(photo(), image({ format: "jpeg" })).bytes);
    const gif = fixture("gif/linku-star-anim.gif");
    const animation: Job = { kind: "animation", steps: [], output: compressAnimationOutput({ format: "gif" }) };
    const estimate = jobMemory(gif, animation);
    expect(estimate).toMatchObject({ signature: "animation:gif>gif", transient: true });
    expect(estimate.bytes).toBeLessThan(64 * MB);
  });

  it("follows the steps: a resize that enlarges costs more, one that shrinks less", () => {
    const output = compressOutput({ format: "avif", quality: 50 });
    const plain = jobMemory(photo(), image(output)).bytes;
    const enlarged = jobMemory(photo(), {
      ...image(output),
      steps: [{ op: "resize", percent: 400, enlarge: true }],
    }).bytes;
    const shrunk = jobMemory(photo(), {
      ...image(output),
      steps: [{ op: "resize", width: 600, height: 600, mode: "fit" }],
    }).bytes;
    // 2.16 MP decoded at 8 bytes a pixel, then 34.56 MP (four times each side) written at 52.
    expect(enlarged / MB).toBeCloseTo(32 + (2.16e6 * 8 + 34.56e6 * 52) / MB, 0);
    expect(shrunk).toBeLessThan(plain);
    expect(shrunk).toBeGreaterThan(32 * MB + 2.16e6 * 8);
    // An invalid step leaves the estimate at the source's size (the job then fails with its sentence).
    expect(jobMemory(photo(), { ...image(output), steps: [{ op: "resize" }] }).bytes).toBe(plain);
  });

  it("estimates a document by its file's size, and an unreadable file at a little", () => {
    const pdf: Job = { kind: "document", steps: [], output: { format: "pdf", options: { level: "recommended" } } };
    const congress = fixture("pdf/pikepdf-congress.pdf");
    expect(jobMemory(congress, pdf)).toEqual({ signature: "document:pdf>pdf", bytes: 96 * MB + 2 * congress.length });
    const broken = jobMemory(new Uint8Array([1, 2, 3]), image({ format: "jpeg" }));
    expect(broken).toEqual({ signature: "image:unknown>jpeg", bytes: 64 * MB });
  });
});
