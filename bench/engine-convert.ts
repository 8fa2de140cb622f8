/**
 * Convert rows of `npm run bench:engine`: our whole job (`runJob`: decode, encode, metadata) to
 * WebP, AVIF and JPEG against sharp encoding the same decoded pixels, plus what "Auto" picks.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import sharp, { type Sharp } from "sharp";
import type { CodecId } from "../packages/engine/src/codecs/codec.ts";
import { codecFor } from "../packages/engine/src/codecs/registry.ts";
import { hasTransparency, type RgbaImage } from "../packages/engine/src/image.ts";
import { flatten } from "../packages/engine/src/ops/flatten.ts";
import { readIccProfile } from "../packages/engine/src/metadata/icc-profile.ts";
import { decodeImage } from "../packages/engine/src/decode/decode-image.ts";
import type { ImageOutput } from "../packages/engine/src/pipeline/job.ts";
import { runJob } from "../packages/engine/src/pipeline/run-job.ts";
import { probeImage } from "../packages/engine/src/probe.ts";
import { ssim } from "../packages/engine/src/quality/ssim.ts";
import { mean, megapixels, ratio, rawOf, time } from "./engine-helpers.ts";
import { PHOTOS, PNGS } from "./corpus-files.ts";

/** AVIF in WebAssembly costs about 1.5 s per megapixel at speed 6: only the smaller photos run here. */
const MAX_PHOTO_MP = 3;
const MAX_PHOTOS = 2;

interface Target {
  format: Exclude<CodecId, "png" | "gif">;
  ours: ImageOutput;
  oursLabel: string;
  sharpLabel: string;
  sharp: (image: RgbaImage) => Sharp;
}

const TARGETS: Target[] = [
  {
    format: "webp",
    ours: { format: "webp", options: { quality: 80 } },
    oursLabel: "quality 80, method 4",
    sharpLabel: "webp({ quality: 80 }) (effort 4)",
    sharp: (image) => rawOf(image).webp({ quality: 80 }),
  },
  {
    format: "avif",
    ours: { format: "avif", options: { quality: 55, speed: 6 } },
    oursLabel: "quality 55, speed 6, 4:2:0",
    // libvips passes libheif speed = 9 - effort, so effort 3 is aom's speed 6, as ours; sharp's
    // default chroma is 4:4:4 where ours (jSquash) is 4:2:0.
    sharpLabel: 'avif({ quality: 55, effort: 3, chromaSubsampling: "4:2:0" })',
    sharp: (image) => rawOf(image).avif({ quality: 55, effort: 3, chromaSubsampling: "4:2:0" }),
  },
  {
    format: "jpeg",
    ours: { format: "jpeg", options: { quality: 82 } },
    oursLabel:
      "MozJPEG quality 82, chroma 4:2:0, standard quantisation tables (the engine's defaults from quality 80, decision 0028)",
    sharpLabel: "jpeg({ quality: 82, mozjpeg: true }), chroma 4:2:0, flattened on white when transparent as ours",
    sharp: (image) =>
      (hasTransparency(image) ? rawOf(image).flatten({ background: "#ffffff" }) : rawOf(image)).jpeg({
        quality: 82,
        mozjpeg: true,
      }),
  },
];

interface Row {
  group: "photo" | "png";
  format: string;
  bytesRatio: number;
  timeRatio: number;
  oursSsim: number;
  sharpSsim: number;
}

async function warmUp() {
  const tiny: RgbaImage = { width: 16, height: 16, data: new Uint8ClampedArray(16 * 16 * 4).fill(200) };
  for (const format of ["webp", "avif", "jpeg", "png"] as const) {
    await codecFor(format).decode(await codecFor(format).encode(tiny, {}));
  }
  for (const target of TARGETS) await target.sharp(tiny).toBuffer();
}

function convertFiles(): { file: string; group: Row["group"] }[] {
  const photos = PHOTOS.filter((file) => megapixels(probeImage(new Uint8Array(readFileSync(file)))) <= MAX_PHOTO_MP);
  return [
    ...photos.slice(0, MAX_PHOTOS).map((file) => ({ file, group: "photo" as const })),
    ...PNGS.map((file) => ({ file, group: "png" as const })),
  ];
}

export async function convertBench() {
  const files = convertFiles();
  console.log(
    `\nConvert: our runJob (decode, encode, metadata) vs sharp encoding the same decoded pixels; ${files.filter((f) => f.group === "photo").length} bench photos of at most ${MAX_PHOTO_MP} MP (subsample: AVIF in WebAssembly takes seconds per MP) and the PNGs; one run each after a warm-up`,
  );
  for (const t of TARGETS) console.log(`  ${t.format}: ours ${t.oursLabel}; sharp ${t.sharpLabel}`);
  console.log(
    "  time ratio: our runJob / (sharp decoding the file + sharp encoding); bytes ratio: ours / sharp (ours carries the source's colour profile, sharp's output from raw pixels has none); SSIM of each against the decoded source (the engine's score)",
  );
  console.log(
    "file | MP | format | ours KB | of which ICC KB | sharp KB | bytes ratio | ours ms | sharp ms | time ratio | ours SSIM | sharp SSIM",
  );
  await warmUp();
  const rows: Row[] = [];
  const autoRows: string[] = [];
  let keptOriginal = false;
  for (const { file, group } of files) {
    const bytes = new Uint8Array(readFileSync(file));
    const { image, sourceFormat } = await decodeImage(bytes);
    const profileKb = (readIccProfile(bytes, sourceFormat)?.byteLength ?? 0) / 1024;
    const mp = megapixels(image);
    const [, sharpDecodeMs] = await time(() => sharp(bytes).rotate().ensureAlpha().raw().toBuffer());
    for (const target of TARGETS) {
      const [ours, oursMs] = await time(() => runJob(bytes, { kind: "image", steps: [], output: target.ours }));
      const [theirs, sharpEncodeMs] = await time(() => target.sharp(image).toBuffer());
      const sharpMs = sharpDecodeMs + sharpEncodeMs;
      const codec = codecFor(target.format);
      // A JPEG source re-encoded as JPEG comes back unchanged when the encode was not smaller (the
      // never-bigger rule): compare the encoder's own output then, which runJob made and dropped.
      const oursBytes = ours.keptOriginal
        ? await codec.encode(hasTransparency(image) ? flatten(image, "#ffffff") : image, target.ours.options ?? {})
        : ours.bytes;
      keptOriginal ||= ours.keptOriginal;
      const oursSsim = ssim(image, await codec.decode(oursBytes));
      const sharpSsim = ssim(image, await codec.decode(new Uint8Array(theirs)));
      rows.push({
        group,
        format: target.format,
        bytesRatio: oursBytes.byteLength / theirs.byteLength,
        timeRatio: oursMs / sharpMs,
        oursSsim,
        sharpSsim,
      });
      console.log(
        [
          basename(file),
          mp.toFixed(2),
          `${target.format}${ours.keptOriginal ? "*" : ""}`,
          (oursBytes.byteLength / 1024).toFixed(0),
          profileKb.toFixed(1),
          (theirs.byteLength / 1024).toFixed(0),
          ratio(oursBytes.byteLength, theirs.byteLength),
          oursMs.toFixed(0),
          sharpMs.toFixed(0),
          (oursMs / sharpMs).toFixed(2),
          oursSsim.toFixed(4),
          sharpSsim.toFixed(4),
        ].join(" | "),
      );
    }
    const [auto, autoMs] = await time(() =>
      runJob(bytes, { kind: "image", steps: [], output: { format: "auto" }, measureQuality: true }),
    );
    const tried = (auto.candidates ?? [])
      .map((c) => `${c.format} ${(c.size / 1024).toFixed(0)} KB ${c.quality.toFixed(4)}`)
      .join(", ");
    autoRows.push(
      [
        basename(file),
        (bytes.byteLength / 1024).toFixed(0),
        `${auto.format}${auto.keptOriginal ? " (original kept)" : ""}`,
        (auto.size / 1024).toFixed(0),
        auto.score?.toFixed(1) ?? "-",
        autoMs.toFixed(0),
        tried,
      ].join(" | "),
    );
  }
  if (keptOriginal) {
    console.log(
      "* runJob returned the source file unchanged (its JPEG was not smaller: the never-bigger rule); KB and SSIM are of the encoder's output it dropped, ms is runJob's",
    );
  }
  for (const group of ["photo", "png"] as const) {
    for (const { format } of TARGETS) {
      const r = rows.filter((x) => x.group === group && x.format === format);
      if (r.length === 0) continue;
      console.log(
        `mean ${group}s | | ${format} | | | ${mean(r.map((x) => x.bytesRatio)).toFixed(3)} | | | ${mean(r.map((x) => x.timeRatio)).toFixed(2)} | ${mean(r.map((x) => x.oursSsim)).toFixed(4)} | ${mean(r.map((x) => x.sharpSsim)).toFixed(4)}`,
      );
    }
  }
  console.log(
    '\nAuto (output { format: "auto" }, reference JPEG q75, or lossless PNG when transparent): what it picks, its SSIMULACRA 2 score, and the candidates with the SSIM auto compares them by',
  );
  console.log("file | source KB | picked | KB | SSIMULACRA 2 | ms | candidates tried (format KB SSIM)");
  for (const row of autoRows) console.log(row);
}
