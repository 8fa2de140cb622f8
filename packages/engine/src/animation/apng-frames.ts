/**
 * Every frame of an APNG, composed as browsers show it: the canvas starts transparent, each
 * frame is decoded as a still PNG and either replaces its rectangle (blend "source") or is drawn
 * over it (blend "over", non-premultiplied), and after it shows its rectangle is left, cleared
 * to transparent ("background"), or put back as it was before the frame ("previous"; on the
 * first frame that means "background", as the specification says).
 *
 * Frames are composed one at a time (`openApng`): a walk holds one canvas and, for a "previous"
 * frame, its rectangle as it was, never the whole animation.
 */
import { pngCodec } from "../codecs/png.ts";
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { readIccProfile } from "../metadata/icc-profile.ts";
import { BLEND_OVER, DISPOSE_BACKGROUND, DISPOSE_PREVIOUS, parseApng, stillFromFrame } from "./apng-container.ts";
import { checkAnimationLimits } from "./animation-limits.ts";
import { blendPixel } from "./webp-frames.ts";

export interface DecodedApng {
  width: number;
  height: number;
  /** Times it plays: 0 forever. */
  plays: number;
  icc?: Uint8Array;
  frames: { image: RgbaImage; duration: number }[];
}

/** An APNG's facts, checked, and its frames composed one at a time on each walk. */
export interface ApngSource extends Omit<DecodedApng, "frames"> {
  frameCount: number;
  durationMs: number;
  /** Each walk decodes afresh, holding one canvas; each frame handed out is a copy of its own. */
  frames(): AsyncGenerator<DecodedApng["frames"][number]>;
}

/** Reads an APNG's chunks (no pixels) and refuses it past the animation limits. */
export function openApng(bytes: Uint8Array): ApngSource {
  const apng = parseApng(bytes);
  const { width, height } = apng;
  const count = apng.frames.length;
  const durationMs = apng.frames.reduce((sum, f) => sum + f.duration, 0);
  checkAnimationLimits({ width, height, frameCount: count, durationMs });
  const icc = readIccProfile(bytes, "png");
  return {
    width,
    height,
    plays: apng.plays,
    ...(icc && { icc }),
    frameCount: count,
    durationMs,
    async *frames() {
      const canvas = new Uint8ClampedArray(width * height * 4);
      for (const [f, frame] of apng.frames.entries()) {
        let picture: RgbaImage;
        try {
          picture = await pngCodec.decode(stillFromFrame(apng, frame));
        } catch (error) {
          throw new EngineError(
            "corrupt",
            `This animated PNG is damaged: frame ${f + 1} of ${count} cannot be decoded.`,
            {
              cause: error,
            },
          );
        }
        const rowBytes = frame.width * 4;
        const rows = (from: Uint8ClampedArray) =>
          Array.from({ length: frame.height }, (_, y) => {
            const at = ((frame.y + y) * width + frame.x) * 4;
            return from.slice(at, at + rowBytes);
          });
        // "Previous" needs only the frame's own rectangle as it was.
        const saved = frame.dispose === DISPOSE_PREVIOUS && f > 0 ? rows(canvas) : null;
        for (let y = 0; y < frame.height; y++) {
          let c = ((frame.y + y) * width + frame.x) * 4;
          let s = y * rowBytes;
          if (frame.blend !== BLEND_OVER) {
            canvas.set(picture.data.subarray(s, s + rowBytes), c);
            continue;
          }
          for (let x = 0; x < frame.width; x++, c += 4, s += 4) blendPixel(canvas, c, picture.data, s);
        }
        yield { image: { width, height, data: canvas.slice() }, duration: frame.duration };
        if (saved) {
          for (const [y, row] of saved.entries()) canvas.set(row, ((frame.y + y) * width + frame.x) * 4);
        } else if (frame.dispose !== 0 && (frame.dispose === DISPOSE_BACKGROUND || f === 0)) {
          for (let y = frame.y; y < frame.y + frame.height; y++) {
            canvas.fill(0, (y * width + frame.x) * 4, (y * width + frame.x) * 4 + rowBytes);
          }
        }
      }
    },
  };
}

/**
 * Every frame at once (or the first only), for tests and a still job's first frame: animation jobs
 * walk `openApng(...).frames()` instead, as this holds the whole animation.
 */
export async function decodeApngFrames(bytes: Uint8Array, options: { firstOnly?: boolean } = {}): Promise<DecodedApng> {
  const { frames: walk, frameCount: _count, durationMs: _duration, ...facts } = openApng(bytes);
  const frames: DecodedApng["frames"] = [];
  for await (const frame of walk()) {
    frames.push(frame);
    if (options.firstOnly) break;
  }
  return { ...facts, frames };
}
