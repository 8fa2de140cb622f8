/**
 * Every frame of an animated WebP, composed as a viewer shows it: each frame's bitstream is
 * decoded by libwebp as a still picture, then drawn at its place on the canvas, alpha-blended or
 * replacing what is there, and its rectangle cleared afterwards when it asks to be disposed.
 * The canvas starts transparent and disposal clears to transparent, as libwebp's own animation
 * decoder and browsers do (the ANIM background colour is only a hint).
 *
 * Frames are composed one at a time (`openWebp`): a walk holds one canvas and the frame being
 * drawn, never the whole animation.
 */
import { webpCodec } from "../codecs/webp.ts";
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { checkAnimationLimits } from "./animation-limits.ts";
import { parseAnimatedWebp, stillFromBitstream, type WebpAnimation } from "./webp-container.ts";

export interface WebpComposedFrame {
  image: RgbaImage;
  /** Milliseconds. */
  duration: number;
}

export interface DecodedWebpAnimation {
  width: number;
  height: number;
  /** Times it plays: 0 forever. */
  loopCount: number;
  background: WebpAnimation["background"];
  icc?: Uint8Array;
  frames: WebpComposedFrame[];
}

/** Non-premultiplied "over", as libwebp's animation decoder blends. */
export function blendPixel(canvas: Uint8ClampedArray, c: number, src: Uint8ClampedArray, s: number) {
  const srcA = src[s + 3]!;
  if (srcA === 255) {
    canvas[c] = src[s]!;
    canvas[c + 1] = src[s + 1]!;
    canvas[c + 2] = src[s + 2]!;
    canvas[c + 3] = 255;
    return;
  }
  if (srcA === 0) return;
  const dstA = canvas[c + 3]!;
  const dstFactor = (dstA * (255 - srcA)) / 255;
  const outA = srcA + dstFactor;
  for (let k = 0; k < 3; k++) {
    canvas[c + k] = (src[s + k]! * srcA + canvas[c + k]! * dstFactor) / outA;
  }
  canvas[c + 3] = outA;
}

/** An animated WebP's facts, checked, and its frames composed one at a time on each walk. */
export interface WebpSource extends Omit<DecodedWebpAnimation, "frames"> {
  frameCount: number;
  durationMs: number;
  /** Each walk decodes afresh, holding one canvas; each frame handed out is a copy of its own. */
  frames(): AsyncGenerator<WebpComposedFrame>;
}

/** Reads an animated WebP's container (no pixels) and refuses it past the animation limits. */
export function openWebp(bytes: Uint8Array): WebpSource {
  const animation = parseAnimatedWebp(bytes);
  const { width, height } = animation;
  const count = animation.frames.length;
  const durationMs = animation.frames.reduce((sum, f) => sum + f.duration, 0);
  checkAnimationLimits({ width, height, frameCount: count, durationMs });
  return {
    width,
    height,
    loopCount: animation.loopCount,
    background: animation.background,
    ...(animation.icc && { icc: animation.icc }),
    frameCount: count,
    durationMs,
    async *frames() {
      const canvas = new Uint8ClampedArray(width * height * 4);
      for (const [f, frame] of animation.frames.entries()) {
        let picture: RgbaImage;
        try {
          picture = await webpCodec.decode(stillFromBitstream(frame.bitstream, frame.width, frame.height));
        } catch (error) {
          throw new EngineError("corrupt", `This WebP file is damaged: frame ${f + 1} of ${count} cannot be decoded.`, {
            cause: error,
          });
        }
        if (picture.width !== frame.width || picture.height !== frame.height) {
          throw new EngineError(
            "corrupt",
            `This WebP file is damaged: frame ${f + 1} is not the size its header says.`,
          );
        }
        for (let y = 0; y < frame.height; y++) {
          let c = ((frame.y + y) * width + frame.x) * 4;
          let s = y * frame.width * 4;
          if (!frame.blend) {
            canvas.set(picture.data.subarray(s, s + frame.width * 4), c);
            continue;
          }
          for (let x = 0; x < frame.width; x++, c += 4, s += 4) blendPixel(canvas, c, picture.data, s);
        }
        yield { image: { width, height, data: canvas.slice() }, duration: frame.duration };
        if (frame.dispose) {
          for (let y = frame.y; y < frame.y + frame.height; y++) {
            canvas.fill(0, (y * width + frame.x) * 4, (y * width + frame.x + frame.width) * 4);
          }
        }
      }
    },
  };
}

/**
 * Every frame at once (or the first only), for tests and a still job's first frame: animation jobs
 * walk `openWebp(...).frames()` instead, as this holds the whole animation.
 */
export async function decodeWebpFrames(
  bytes: Uint8Array,
  options: { firstOnly?: boolean } = {},
): Promise<DecodedWebpAnimation> {
  const { frames: walk, frameCount: _count, durationMs: _duration, ...facts } = openWebp(bytes);
  const frames: WebpComposedFrame[] = [];
  for await (const frame of walk()) {
    frames.push(frame);
    if (options.firstOnly) break;
  }
  return { ...facts, frames };
}
