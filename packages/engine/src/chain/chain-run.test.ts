// A chain run through chainJob gives the very file a hand-built job gives, so the workspace page,
// the command line and the single tools agree byte for byte.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ImageJob } from "../pipeline/job.ts";
import { runJob } from "../pipeline/run-job.ts";
import { FIXTURE_CORPUS } from "../test-support/corpus.ts";
import { chainJob } from "./chain-job.ts";

const read = (file: string) => new Uint8Array(readFileSync(join(FIXTURE_CORPUS, file)));

describe("a chain through runJob", () => {
  it("writes the same bytes as the equivalent hand-built job", async () => {
    const input = read("photo/ianare-Canon_40D-100x68.jpg");
    const job = chainJob(
      [
        { op: "resize", width: 60, mode: "fit" },
        {
          op: "watermark",
          settings: {
            text: "© Ada",
            font: "sans",
            size: 10,
            color: "#ffffff",
            opacity: 70,
            rotation: 0,
            outline: true,
            outlineColor: "#000000",
            shadow: true,
            position: "bottom-right",
            x: 0.5,
            y: 0.5,
            margin: 3,
          },
        },
        { op: "convert", format: "webp" },
        { op: "compress", quality: 70 },
        { op: "metadata", keep: true },
        { op: "rename", pattern: "{name}-small" },
      ],
      { format: "jpeg" },
    );
    const byHand: ImageJob = {
      kind: "image",
      steps: [
        { op: "resize", width: 60, mode: "fit" },
        {
          op: "watermark",
          mark: {
            kind: "text",
            text: "© Ada",
            font: "sans",
            size: 0.1,
            color: "#ffffff",
            outline: { color: "#000000", width: 0.06 },
            shadow: true,
          },
          opacity: 0.7,
          rotation: 0,
          placement: { kind: "anchor", position: "bottom-right", margin: 0.03 },
        },
      ],
      output: { format: "webp", options: { quality: 70 } },
      measureQuality: true,
      keepMetadata: true,
    };
    const [chained, handBuilt] = [await runJob(input, job as ImageJob), await runJob(input, byHand)];
    expect([chained.width, chained.height, chained.format]).toEqual([60, 41, "webp"]);
    expect(Buffer.from(chained.bytes).equals(Buffer.from(handBuilt.bytes))).toBe(true);
  });

  it("fills a transparent picture with white for JPEG, as the format converter's job does", async () => {
    const input = read("png/pngsuite/basn6a08.png");
    const job = chainJob([{ op: "convert", format: "jpeg" }], { format: "png" });
    const converter: ImageJob = {
      kind: "image",
      steps: [{ op: "flatten", background: "#ffffff" }],
      output: { format: "jpeg", options: { quality: 82 } },
      measureQuality: true,
      firstFrame: true,
    };
    const [chained, converted] = [await runJob(input, job as ImageJob), await runJob(input, converter)];
    expect(chained.format).toBe("jpeg");
    expect(Buffer.from(chained.bytes).equals(Buffer.from(converted.bytes))).toBe(true);
  });
});
