/**
 * `npm run bench:engine -- heap` (opt-in, a few minutes): the WebAssembly heap a job leaves in a
 * fresh worker, beside the pool's estimate of it (packages/engine/src/pool/job-memory.ts). The
 * pool keeps its workers' heaps within a budget by these estimates, so they should be at or a
 * little above what is measured: well below, and two jobs that do not fit would run side by side.
 * Each job runs in its own worker_threads Worker through the page worker's entry (bench/job-thread.ts),
 * the heap read as the browser pool reads it, after the job.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import sharp from "sharp";
import { compressAnimationOutput, compressOutput } from "../packages/engine/src/kits/compress.ts";
import type { Job } from "../packages/engine/src/pipeline/job.ts";
import { jobMemory } from "../packages/engine/src/pool/job-memory.ts";
import type { RunRequest } from "../packages/engine/src/pool/protocol.ts";
import { probeImage } from "../packages/engine/src/probe.ts";
import { CORPUS_DIR, TWELVE_MP, USING_FULL_CORPUS } from "./corpus-files.ts";
import { time } from "./engine-helpers.ts";
import { runOnThread, startJobThread } from "./job-thread.ts";

const MB = (bytes: number) => (bytes / 1048576).toFixed(0);

async function heapAfter(input: Uint8Array, job: Job): Promise<{ heap: number; ms: number; error?: string }> {
  const worker = await startJobThread();
  try {
    const request: RunRequest = { type: "run", id: 1, input: input.slice(), job };
    const [reply, ms] = await time(() => runOnThread(worker, request));
    return { heap: reply.heapBytes ?? 0, ms, ...(reply.type === "error" && { error: reply.message }) };
  } finally {
    await worker.terminate();
  }
}

const image = (output: Extract<Job, { kind: "image" }>["output"], smart = false): Job => ({
  kind: "image",
  steps: [],
  output,
  measureQuality: true,
  ...(smart && { smart: "balanced" as const }),
});

export async function heapBench() {
  const dir = mkdtempSync(join(tmpdir(), "squish-heap-"));
  try {
    const photo = new Uint8Array(readFileSync(TWELVE_MP));
    const photoPng = new Uint8Array(await sharp(photo).rotate().png({ compressionLevel: 6 }).toBuffer());
    const small = new Uint8Array(await sharp(photo).rotate().resize(1600, 1200, { fit: "inside" }).jpeg().toBuffer());
    const smallPng = new Uint8Array(await sharp(small).png().toBuffer());
    // The other sources' decoders (libwebp, dav1d), and "auto", which tries several encoders in turn.
    const photoWebp = new Uint8Array(await sharp(photo).rotate().webp({ quality: 85 }).toBuffer());
    const photoAvif = new Uint8Array(await sharp(photo).rotate().avif({ quality: 60, effort: 2 }).toBuffer());
    const cases: { name: string; input: Uint8Array; job: Job }[] = [
      { name: "photo to JPEG, Smart", input: photo, job: image(compressOutput({ format: "jpeg", quality: 75 }), true) },
      { name: "photo to WebP, Smart", input: photo, job: image(compressOutput({ format: "webp", quality: 75 }), true) },
      { name: "photo to AVIF", input: photo, job: image(compressOutput({ format: "avif", quality: 55 })) },
      {
        name: "small photo to JPEG, Smart",
        input: small,
        job: image(compressOutput({ format: "jpeg", quality: 75 }), true),
      },
      { name: "PNG photo, palette", input: photoPng, job: image(compressOutput({ format: "png", level: "balanced" })) },
      {
        name: "PNG photo, lossless",
        input: photoPng,
        job: image(compressOutput({ format: "png", level: "lossless" })),
      },
      {
        name: "WebP photo to WebP, Smart",
        input: photoWebp,
        job: image(compressOutput({ format: "webp", quality: 75 }), true),
      },
      { name: "AVIF photo to AVIF", input: photoAvif, job: image(compressOutput({ format: "avif", quality: 55 })) },
      { name: "photo to the smallest (auto)", input: photo, job: image({ format: "auto", options: { quality: 75 } }) },
      {
        name: "small PNG photo, palette",
        input: smallPng,
        job: image(compressOutput({ format: "png", level: "balanced" })),
      },
    ];
    if (USING_FULL_CORPUS) {
      const milkyWay = new Uint8Array(readFileSync(join(CORPUS_DIR, "png/plasma-MilkyWay-5120x2880.png")));
      cases.push({
        name: "5120x2880 PNG, palette",
        input: milkyWay,
        job: image(compressOutput({ format: "png", level: "balanced" })),
      });
      const gif = new Uint8Array(readFileSync(join(CORPUS_DIR, "gif/wuffs-harvesters-1165x859.gif")));
      cases.push({
        name: "GIF animation",
        input: gif,
        job: {
          kind: "animation",
          steps: [],
          output: compressAnimationOutput({ format: "gif", preset: "balanced" }),
          measureQuality: true,
        },
      });
    }
    const pdf = new Uint8Array(readFileSync(join(CORPUS_DIR, "pdf/pikepdf-congress.pdf")));
    cases.push({
      name: "PDF",
      input: pdf,
      job: { kind: "document", steps: [], output: { format: "pdf", options: { level: "recommended" } } },
    });

    console.log(
      `Photo: ${basename(TWELVE_MP)}; each job in a fresh worker thread, its WebAssembly heap after the job.`,
    );
    console.log("job | input | MP | heap after MB | estimate MB | estimate / heap | s");
    for (const { name, input, job } of cases) {
      const { heap, ms, error } = await heapAfter(input, job);
      const estimate = jobMemory(input, job);
      let mp = "";
      try {
        const header = probeImage(input);
        mp = ((header.width * header.height) / 1e6).toFixed(1);
      } catch {
        mp = "-";
      }
      console.log(
        [
          name,
          estimate.signature,
          mp,
          MB(heap),
          MB(estimate.bytes),
          (estimate.bytes / heap).toFixed(2),
          (ms / 1000).toFixed(1),
        ].join(" | ") + (error ? ` (failed: ${error})` : ""),
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
