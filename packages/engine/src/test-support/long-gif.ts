/**
 * Long animated GIFs built at test time, shaped like the short videos people turn into GIFs
 * (hundreds of frames, a still background, something moving): a first frame that draws the whole
 * picture, then per frame only the rectangle a textured square leaves and enters, kept (disposal 1).
 * Delays alternate between 4 and 6 hundredths so a test can see each one kept; it loops forever.
 */
import { GifWriter } from "omggif";

export interface LongGifShape {
  width: number;
  height: number;
  frames: number;
}

/** Hundredths of a second for frame `k`. */
export const longGifDelay = (k: number) => (k % 2 === 0 ? 4 : 6);

/** 256 colours: a ramp for the background (0-191), another for the moving square (192-255). */
const PALETTE = Array.from({ length: 256 }, (_, i) =>
  i < 192
    ? (Math.round((i * 255) / 191) << 16) | (Math.round(((191 - i) * 200) / 191) << 8) | 90
    : (255 << 16) | (((i - 192) * 4) << 8) | ((255 - (i - 192) * 4) & 255),
);

export function longAnimatedGif({ width, height, frames }: LongGifShape): Uint8Array {
  const side = { w: Math.round(width / 5), h: Math.round(height / 5) };
  // The square's corner on frame k: round an ellipse, a few pixels a frame.
  const at = (k: number) => ({
    x: Math.round(((Math.cos(k / 20) + 1) / 2) * (width - side.w)),
    y: Math.round(((Math.sin(k / 13) + 1) / 2) * (height - side.h)),
  });
  const indexAt = (x: number, y: number, k: number) => {
    const s = at(k);
    if (x >= s.x && x < s.x + side.w && y >= s.y && y < s.y + side.h) return 192 + ((x * 3 + y * 5 + k) & 63);
    return Math.floor(((x + y) * 191) / (width + height)) ^ ((x >> 4) & 1);
  };
  const buffer = new Uint8Array(width * height * 2 + frames * (side.w + 8) * (side.h + 8) * 4 + 1024);
  const writer = new GifWriter(buffer, width, height, { palette: PALETTE, loop: 0 });
  for (let k = 0; k < frames; k++) {
    // Frame 0 draws everything; later frames the box around where the square was and is now.
    const before = at(Math.max(0, k - 1));
    const now = at(k);
    const x0 = k === 0 ? 0 : Math.min(before.x, now.x);
    const y0 = k === 0 ? 0 : Math.min(before.y, now.y);
    const x1 = k === 0 ? width : Math.max(before.x, now.x) + side.w;
    const y1 = k === 0 ? height : Math.max(before.y, now.y) + side.h;
    const indices = new Array<number>((x1 - x0) * (y1 - y0));
    for (let y = y0, i = 0; y < y1; y++) for (let x = x0; x < x1; x++) indices[i++] = indexAt(x, y, k);
    writer.addFrame(x0, y0, x1 - x0, y1 - y0, indices, { delay: longGifDelay(k), disposal: 1 });
  }
  return buffer.slice(0, writer.end());
}
