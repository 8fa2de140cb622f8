/**
 * The pictures and encodes SSIMULACRA 2 is checked on against the reference tool
 * (quality/ssimulacra2.test.ts; the reference scores come from bench/ssimulacra2-reference.ts).
 * Everything here is rebuilt from the committed corpus subset, the same way each time: photos
 * halved by a 2x2 mean or cropped at full size (so they stay within 1024 px, and no resampler
 * version can change them), then encoded by the engine's own MozJPEG and libwebp and decoded back.
 */
import { createHash } from "node:crypto";
import { jpegCodec } from "../codecs/jpeg.ts";
import { webpCodec } from "../codecs/webp.ts";
import { createImage, type RgbaImage } from "../image.ts";
import { fixture, gradient } from "./fixtures.ts";

export interface Crop {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PhotoCase {
  name: string;
  /** Inside fixtures/corpus; or, without a file, the test-support gradient of `shape`'s size. */
  file?: string;
  /** "half": a 2x2 mean; a crop: those pixels at full size; absent: the photo as decoded. */
  shape?: "half" | Crop;
  /** For a gradient: a soft alpha ramp, so the reference's transparency rule is checked too. */
  alpha?: boolean;
}

export interface Encode {
  codec: "jpeg" | "webp";
  quality: number;
}

export const PHOTO_CASES: readonly PhotoCase[] = [
  { name: "landscape-1-half", file: "photo/recurser-Landscape_1.jpg", shape: "half" },
  // The same scene stored turned half round and on its side: the encoders' 8x8 and 16x16 blocks fall elsewhere.
  { name: "landscape-3-half", file: "photo/recurser-Landscape_3.jpg", shape: "half" },
  { name: "landscape-6-half", file: "photo/recurser-Landscape_6.jpg", shape: "half" },
  // Smooth cloudy sky, where banding and blocking show.
  {
    name: "landscape-1-sky",
    file: "photo/recurser-Landscape_1.jpg",
    shape: { left: 0, top: 0, width: 640, height: 320 },
  },
  // Rock and falling water at full size: fine texture, where blurring shows.
  {
    name: "landscape-1-waterfall",
    file: "photo/recurser-Landscape_1.jpg",
    shape: { left: 1288, top: 240, width: 512, height: 512 },
  },
  // Small photos: 100x68 measures five scales, not six.
  { name: "canon-40d", file: "photo/ianare-Canon_40D-100x68.jpg" },
  { name: "go-cmyk", file: "photo/go-video-001.cmyk.jpeg" },
  // Smaller than the pyramid: 8x8 measures two scales and 33x20 three, so the weights are read on
  // past the missing scales as the reference reads them (ssimulacra2/score.ts).
  { name: "gradient-8x8", shape: { left: 0, top: 0, width: 8, height: 8 } },
  { name: "gradient-33x20", shape: { left: 0, top: 0, width: 33, height: 20 } },
  // Transparency: judged over dark and light grey, the worse score counting.
  { name: "gradient-alpha-96x64", shape: { left: 0, top: 0, width: 96, height: 64 }, alpha: true },
];

export const ENCODES: readonly Encode[] = [
  { codec: "jpeg", quality: 30 },
  { codec: "jpeg", quality: 50 },
  { codec: "jpeg", quality: 70 },
  { codec: "jpeg", quality: 85 },
  { codec: "jpeg", quality: 95 },
  { codec: "webp", quality: 50 },
  { codec: "webp", quality: 80 },
];

export function encodeLabel({ codec, quality }: Encode): string {
  return `${codec}-q${quality}`;
}

export async function photoCaseImage(photo: PhotoCase): Promise<RgbaImage> {
  if (!photo.file) {
    if (!photo.shape || photo.shape === "half") throw new Error(`${photo.name}: a gradient needs a size`);
    return gradient(photo.shape.width, photo.shape.height, photo.alpha ?? false);
  }
  const decoded = await jpegCodec.decode(fixture(photo.file));
  if (!photo.shape) return decoded;
  return photo.shape === "half" ? halve(decoded) : crop(decoded, photo.shape);
}

export async function encodedAndDecoded(image: RgbaImage, encode: Encode): Promise<RgbaImage> {
  const codec = encode.codec === "jpeg" ? jpegCodec : webpCodec;
  return codec.decode(await codec.encode(image, { quality: encode.quality }));
}

/** A short hash of the pixels: tells a changed encoder output from a changed score. */
export function pixelHash(image: RgbaImage): string {
  return createHash("sha256").update(image.data).digest("hex").slice(0, 16);
}

/** Each output pixel the rounded mean of a 2x2 block (an odd last row or column is dropped). */
function halve(image: RgbaImage): RgbaImage {
  const width = image.width >> 1;
  const height = image.height >> 1;
  const out = createImage(width, height);
  const { data } = image;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const top = (2 * y * image.width + 2 * x) * 4;
      const bottom = top + image.width * 4;
      for (let c = 0; c < 4; c++) {
        const sum = data[top + c]! + data[top + 4 + c]! + data[bottom + c]! + data[bottom + 4 + c]!;
        out.data[(y * width + x) * 4 + c] = (sum + 2) >> 2;
      }
    }
  }
  return out;
}

function crop(image: RgbaImage, { left, top, width, height }: Crop): RgbaImage {
  const out = createImage(width, height);
  for (let y = 0; y < height; y++) {
    const start = ((top + y) * image.width + left) * 4;
    out.data.set(image.data.subarray(start, start + width * 4), y * width * 4);
  }
  return out;
}
