/**
 * Every frame of an APNG, composed as browsers show it: the canvas starts transparent, each
 * frame is decoded as a still PNG and either replaces its rectangle (blend "source") or is drawn
 * over it (blend "over", non-premultiplied), and after it shows its rectangle is left, cleared
 * to transparent ("background"), or put back as it was before the frame ("previous"; on the
 * first frame that means "background", as the specification says).
 */
import { MAX_PIXELS } from "@squish/shared/limits";
import { pngCodec } from "../codecs/png.ts";
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { readIccProfile } from "../metadata/icc-profile.ts";
import { BLEND_OVER, DISPOSE_BACKGROUND, DISPOSE_PREVIOUS, parseApng, stillFromFrame } from "./apng-container.ts";
import { MAX_ANIMATION_PIXELS } from "./whole-animation-limit.ts";
import { blendPixel } from "./webp-frames.ts";

export interface DecodedApng {
  width: number;
  height: number;
  /** Times it plays: 0 forever. */
  plays: number;
  icc?: Uint8Array;
  frames: { image: RgbaImage; duration: number }[];
}

export async function decodeApngFrames(bytes: Uint8Array, options: { firstOnly?: boolean } = {}): Promise<DecodedApng> {
  const apng = parseApng(bytes);
  const { width, height } = apng;
  const count = apng.frames.length;
  if (width * height > MAX_PIXELS || width * height * count > MAX_ANIMATION_PIXELS) {
    throw new EngineError(
      "too-many-pixels",
      `This animation is too large: ${count} frames of ${width} x ${height} pixels is more than this tool can hold in memory.`,
    );
  }
  const canvas = new Uint8ClampedArray(width * height * 4);
  const frames: DecodedApng["frames"] = [];
  for (const [f, frame] of apng.frames.entries()) {
    let picture: RgbaImage;
    try {
      picture = await pngCodec.decode(stillFromFrame(apng, frame));
    } catch (error) {
      throw new EngineError("corrupt", `This animated PNG is damaged: frame ${f + 1} of ${count} cannot be decoded.`, {
        cause: error,
      });
    }
    const rowBytes = frame.width * 4;
    const rows = (from: Uint8ClampedArray) =>
      Array.from({ length: frame.height }, (_, y) => {
        const at = ((frame.y + y) * width + frame.x) * 4;
        return from.slice(at, at + rowBytes);
      });
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
    frames.push({ image: { width, height, data: canvas.slice() }, duration: frame.duration });
    if (options.firstOnly) break;
    if (saved) {
      for (const [y, row] of saved.entries()) canvas.set(row, ((frame.y + y) * width + frame.x) * 4);
    } else if (frame.dispose !== 0 && (frame.dispose === DISPOSE_BACKGROUND || f === 0)) {
      for (let y = frame.y; y < frame.y + frame.height; y++) {
        canvas.fill(0, (y * width + frame.x) * 4, (y * width + frame.x) * 4 + rowBytes);
      }
    }
  }
  const icc = readIccProfile(bytes, "png");
  return { width, height, plays: apng.plays, ...(icc && { icc }), frames };
}
