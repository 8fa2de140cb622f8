import { describe, expect, it } from "vitest";
import { codecFor } from "../codecs/registry.ts";
import { jpegCodec } from "../codecs/jpeg.ts";
import { mosaic, SEARCH_SHARE, tileLayout } from "../quality/sample-tiles.ts";
import { ssimulacra2 } from "../quality/ssimulacra2.ts";
import { fixture } from "../test-support/fixtures.ts";
import { useNodeWasm } from "../wasm/node-wasm.ts";
import { runJob } from "./run-job.ts";
import { encodeSmart, SMART_TARGETS, type SmartFormat } from "./smart-quality.ts";

useNodeWasm();

/** The sample's score at a quality, computed here independently of the search. */
async function sampleScore(format: SmartFormat, image: Parameters<typeof mosaic>[0], quality: number) {
  const codec = codecFor(format);
  const sample = mosaic(image, tileLayout(image.width, image.height, SEARCH_SHARE));
  return ssimulacra2(sample, await codec.decode(await codec.encode(sample, { quality })));
}

describe("Smart quality", () => {
  it("picks, in at most three tries, a JPEG quality whose sample reaches each level's target, higher for higher levels", async () => {
    const image = await jpegCodec.decode(fixture("photo/recurser-Landscape_3.jpg"));
    const chosen = [];
    for (const level of ["low", "balanced", "high"] as const) {
      const { bytes, smart } = await encodeSmart("jpeg", image, {}, level);
      expect(smart.tries).toBeLessThanOrEqual(3);
      expect(smart.level).toBe(level);
      const score = await sampleScore("jpeg", image, smart.quality);
      if (smart.sampleScore !== null) {
        expect(smart.sampleScore).toBeCloseTo(score, 6);
        expect(score).toBeGreaterThanOrEqual(SMART_TARGETS[level]);
      }
      // The whole picture was encoded once, at that quality.
      expect(bytes).toEqual(await jpegCodec.encode(image, { quality: smart.quality }));
      chosen.push({ quality: smart.quality, size: bytes.byteLength });
    }
    expect(chosen[0]!.quality).toBeLessThan(chosen[1]!.quality);
    expect(chosen[1]!.quality).toBeLessThan(chosen[2]!.quality);
    expect(chosen[0]!.size).toBeLessThan(chosen[2]!.size);
  });

  it("gives a smooth picture a higher quality than a detailed one: JPEG's blocks show on smooth areas", async () => {
    const detailed = await jpegCodec.decode(fixture("photo/recurser-Landscape_5.jpg"));
    // The same photo blurred by a 4x downscale and back: far less detail for the encoder to keep.
    const smooth = await runJob(fixture("photo/recurser-Landscape_5.jpg"), {
      kind: "image",
      steps: [
        { op: "resize", width: 450, height: 300, mode: "stretch" },
        { op: "resize", width: 1800, height: 1200, mode: "stretch" },
      ],
      output: { format: "png", options: { level: 0 } as never },
    });
    const smoothImage = await codecFor("png").decode(smooth.bytes);
    const a = await encodeSmart("jpeg", detailed, {}, "balanced");
    const b = await encodeSmart("jpeg", smoothImage, {}, "balanced");
    expect(b.smart.quality).toBeGreaterThan(a.smart.quality);
  });

  it("runs in a job for JPEG and WebP outputs, shows the quality chosen and scores the result", async () => {
    for (const format of ["jpeg", "webp"] as const) {
      const result = await runJob(fixture("photo/recurser-Landscape_1.jpg"), {
        kind: "image",
        steps: [],
        output: { format },
        smart: "balanced",
        measureQuality: true,
      });
      expect(result.format).toBe(format);
      expect(result.smart).toMatchObject({ level: "balanced" });
      expect(result.smart!.quality).toBeGreaterThanOrEqual(20);
      expect(result.smart!.quality).toBeLessThanOrEqual(95);
      expect(result.score).toBeGreaterThan(SMART_TARGETS.balanced - 8);
      // WebP's tries are whole files scored on the card's tiles: the delivered file's score is the one found.
      if (format === "webp" && result.smart!.sampleScore !== null) {
        expect(result.score).toBeCloseTo(result.smart!.sampleScore, 6);
        expect(result.score).toBeGreaterThanOrEqual(SMART_TARGETS.balanced);
      }
    }
  });

  it("leaves lossless and palette outputs alone, and lets a size target cap the quality it chose", async () => {
    const png = await runJob(fixture("png/debian-desktop-base-preview-600x338.png"), {
      kind: "image",
      steps: [],
      output: { format: "png" },
      smart: "balanced",
    });
    expect(png.smart).toBeUndefined();
    const lossless = await runJob(fixture("png/debian-desktop-base-preview-600x338.png"), {
      kind: "image",
      steps: [],
      output: { format: "webp", options: { lossless: true } },
      smart: "balanced",
    });
    expect(lossless.smart).toBeUndefined();

    const photo = fixture("photo/recurser-Landscape_1.jpg");
    // Resized, so the result is never the original handed back.
    const job = {
      kind: "image",
      steps: [{ op: "resize", width: 1200, height: 1200, mode: "fit" }],
      output: { format: "jpeg" },
      smart: "high",
    } as const;
    const free = await runJob(photo, job);
    const maxBytes = Math.round(free.size * 0.6);
    const capped = await runJob(photo, { ...job, maxBytes });
    expect(capped.size).toBeLessThanOrEqual(maxBytes);
    expect(capped.target).toMatchObject({ fits: true });
    expect(capped.target!.quality).toBeLessThan(free.smart!.quality);
    // A target Smart's own choice already meets: both are said.
    const roomy = await runJob(photo, { ...job, maxBytes: free.size * 2 });
    expect(roomy.smart).toEqual(free.smart);
    expect(roomy.target).toMatchObject({ fits: true, quality: free.smart!.quality });
    expect(roomy.target!.message).toMatch(/^Smart's quality \d+ fits in \d+ KB \(\d+ KB\)\.$/);
  });
});

describe("Smart quality on the smallest pictures", () => {
  it("scores a picture below SSIMULACRA 2's smallest scale without failing", async () => {
    const tiny = { width: 5, height: 4, data: new Uint8ClampedArray(5 * 4 * 4).map((_, i) => ((i * 37) % 256) | 3) };
    for (const format of ["jpeg", "webp"] as const) {
      const { bytes, smart } = await encodeSmart(
        format,
        { ...tiny, data: tiny.data.map((v, i) => (i % 4 === 3 ? 255 : v)) },
        {},
        "balanced",
      );
      expect(bytes.byteLength).toBeGreaterThan(0);
      expect(smart.quality).toBeGreaterThanOrEqual(20);
    }
  });
});
