/**
 * The animated WebP writer: composed frames in, a small animated WebP out, each frame encoded by
 * libwebp with the person's options. What makes it small is what libwebp's own animation encoder
 * does, measured per frame:
 *
 * - each frame after the first is cut to the rectangle that differs from the frame before (its
 *   corner moved to even coordinates, as the format requires);
 * - two ways to draw that rectangle are encoded and the smaller kept: replacing it outright, or
 *   blending it over the canvas with the pixels that did not change made transparent (long runs
 *   of nothing cost almost nothing), which is only exact where every changed pixel is opaque;
 * - a frame identical to the one before becomes a 1-pixel frame, so the frame count and every
 *   delay stay exactly as they were.
 *
 * Frames are walked once, one at a time (frame-sequence.ts): only the frame before is held, to
 * find what changed, besides the encoded frames themselves.
 */
import { webpCodec, type WebpOptions } from "../codecs/webp.ts";
import type { RgbaImage } from "../image.ts";
import { BoundingBox, type Rect } from "./frame-rects.ts";
import type { FrameSequence } from "./frame-sequence.ts";
import { stillBitstream, writeAnimatedWebp, type WebpAnimationFrame } from "./webp-container.ts";

export interface WebpAnimationOptions {
  /** Lossy quality, 0 to 100. */
  quality: number;
  lossless: boolean;
  /** With lossless: 100 exact, lower lets libwebp adjust pixels slightly first. */
  nearLossless: number;
  /** Lossy: the transparency plane's quality (100 lossless). */
  alphaQuality: number;
  /** Effort, 0 (fast) to 6 (smallest). */
  method: number;
  /** Drop every n-th frame (2 drops every second one), its delay going to the frame before; 0 keeps all. */
  dropEvery: number;
}

const WEBP_ANIMATION_DEFAULTS: WebpAnimationOptions = {
  quality: 75,
  lossless: false,
  nearLossless: 100,
  alphaQuality: 100,
  method: 4,
  dropEvery: 0,
};

/** Options with defaults filled in and every number brought into its range. */
export function resolveWebpAnimationOptions(options: Partial<WebpAnimationOptions> = {}): WebpAnimationOptions {
  const d = WEBP_ANIMATION_DEFAULTS;
  const whole = (value: number | undefined, fallback: number, min: number, max: number) =>
    Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value! : fallback)));
  const dropEvery = whole(options.dropEvery, d.dropEvery, 0, 1000);
  return {
    quality: whole(options.quality, d.quality, 0, 100),
    lossless: options.lossless ?? d.lossless,
    nearLossless: whole(options.nearLossless, d.nearLossless, 0, 100),
    alphaQuality: whole(options.alphaQuality, d.alphaQuality, 0, 100),
    method: whole(options.method, d.method, 0, 6),
    dropEvery: dropEvery === 1 ? 0 : dropEvery,
  };
}

export interface WebpTimedFrame {
  image: RgbaImage;
  /** Milliseconds. */
  duration: number;
}

export interface WebpAnimationFacts {
  /** Times it plays: 0 forever. */
  plays: number;
  background?: [number, number, number, number];
  icc?: Uint8Array;
}

const samePixel = (a: Uint8ClampedArray, b: Uint8ClampedArray, p: number) =>
  a[p] === b[p] && a[p + 1] === b[p + 1] && a[p + 2] === b[p + 2] && a[p + 3] === b[p + 3];

/** The rectangle where `next` differs from `previous`, its corner on even coordinates. */
function changedRect(previous: RgbaImage, next: RgbaImage): Rect | null {
  const box = new BoundingBox();
  const { width, height } = next;
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p += 4) if (!samePixel(previous.data, next.data, p)) box.add(x, y);
  }
  const rect = box.rect();
  if (!rect) return null;
  const x = rect.x & ~1;
  const y = rect.y & ~1;
  return { x, y, width: rect.x + rect.width - x, height: rect.y + rect.height - y };
}

/**
 * The rectangle's pixels, and the blend variant: unchanged pixels transparent, or null when
 * blending cannot give the exact result (a changed pixel is not opaque) or would change nothing.
 */
function cutFrame(previous: RgbaImage | null, next: RgbaImage, rect: Rect) {
  const plain = new Uint8ClampedArray(rect.width * rect.height * 4);
  const holed = new Uint8ClampedArray(plain.length);
  let canBlend = previous !== null;
  let holes = 0;
  for (let y = 0; y < rect.height; y++) {
    for (let x = 0; x < rect.width; x++) {
      const p = ((rect.y + y) * next.width + rect.x + x) * 4;
      const o = (y * rect.width + x) * 4;
      const pixel = next.data.subarray(p, p + 4);
      plain.set(pixel, o);
      if (previous && samePixel(previous.data, next.data, p)) {
        holes++;
        continue;
      }
      if (pixel[3] !== 255) canBlend = false;
      holed.set(pixel, o);
    }
  }
  const image = (data: Uint8ClampedArray): RgbaImage => ({ width: rect.width, height: rect.height, data });
  return { plain: image(plain), holed: canBlend && holes > 0 ? image(holed) : null };
}

export async function writeWebpAnimation(
  frames: FrameSequence<WebpTimedFrame>,
  facts: WebpAnimationFacts,
  options: WebpAnimationOptions,
  hooks: { signal?: AbortSignal; onFrame?(done: number): void } = {},
): Promise<Uint8Array> {
  const encoderOptions: Partial<WebpOptions> = {
    quality: options.quality,
    lossless: options.lossless,
    nearLossless: options.nearLossless,
    alphaQuality: options.alphaQuality,
    method: options.method,
  };
  let width = 0;
  let height = 0;
  const written: WebpAnimationFrame[] = [];
  let previous: RgbaImage | null = null;
  for await (const frame of frames) {
    if (hooks.signal?.aborted) throw hooks.signal.reason;
    if (!previous) ({ width, height } = frame.image);
    const rect = previous ? changedRect(previous, frame.image) : { x: 0, y: 0, width, height };
    const place = rect ?? { x: 0, y: 0, width: 1, height: 1 };
    const { plain, holed } = cutFrame(previous, frame.image, place);
    const base = { ...place, duration: frame.duration, dispose: false };

    let bitstream = stillBitstream(await webpCodec.encode(plain, encoderOptions));
    let blend = false;
    if (holed) {
      // Holes must stay holes: the transparency plane is kept lossless, and the colour under
      // transparent pixels is the encoder's to choose.
      const blended = stillBitstream(
        await webpCodec.encode(holed, { ...encoderOptions, alphaQuality: 100, nearLossless: 100, exact: false }),
      );
      const size = (b: typeof bitstream) => b.image.data.length + (b.alph?.length ?? 0);
      if (size(blended) < size(bitstream)) {
        bitstream = blended;
        blend = true;
      }
    }
    written.push({ ...base, blend, bitstream });
    previous = frame.image;
    hooks.onFrame?.(written.length);
  }
  return writeAnimatedWebp({
    width,
    height,
    loopCount: facts.plays,
    background: facts.background ?? [255, 255, 255, 0],
    ...(facts.icc && { icc: facts.icc }),
    frames: written,
  });
}
