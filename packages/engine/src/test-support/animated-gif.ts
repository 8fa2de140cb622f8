/**
 * Small animated GIFs made in tests, with every feature the GIF compressor must keep: frame
 * rectangles with offsets, each disposal method, transparency, delays and a loop count. Written
 * with omggif's GifWriter, which (unlike gifenc) takes offsets and disposal per frame.
 */
import { GifWriter } from "omggif";

export interface TestFrame {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Palette indices, row by row. */
  indices: number[];
  delay: number;
  disposal: number;
  transparent?: number;
}

/** An 8-colour palette: black, white, red, green, blue, yellow, cyan, magenta. */
export const TEST_PALETTE = [0x000000, 0xffffff, 0xff0000, 0x00ff00, 0x0000ff, 0xffff00, 0x00ffff, 0xff00ff];

export function makeGif(width: number, height: number, frames: TestFrame[], loop: number | null = 0): Uint8Array {
  const buffer = new Uint8Array(1 << 20);
  const writer = new GifWriter(buffer, width, height, {
    palette: TEST_PALETTE,
    ...(loop !== null && { loop }),
  });
  for (const f of frames) {
    writer.addFrame(f.x, f.y, f.width, f.height, f.indices, {
      delay: f.delay,
      disposal: f.disposal,
      ...(f.transparent !== undefined && { transparent: f.transparent }),
    });
  }
  return buffer.slice(0, writer.end());
}

/** A 40 x 30 animation: a background, a moving square, disposal 2 and 3 frames, a hole of transparency. */
export function movingSquareGif(): Uint8Array {
  const fill = (w: number, h: number, k: number) => new Array<number>(w * h).fill(k);
  const square = (k: number) => fill(8, 8, k);
  const holed = fill(10, 10, 4);
  for (let i = 0; i < 16; i++) holed[33 + (i % 4) + 10 * Math.floor(i / 4)] = 7; // index 7 is transparent here
  return makeGif(
    40,
    30,
    [
      { x: 0, y: 0, width: 40, height: 30, indices: fill(40, 30, 1), delay: 10, disposal: 1 },
      { x: 2, y: 3, width: 8, height: 8, indices: square(2), delay: 20, disposal: 2 },
      { x: 12, y: 5, width: 8, height: 8, indices: square(3), delay: 5, disposal: 3 },
      { x: 20, y: 10, width: 10, height: 10, indices: holed, delay: 7, disposal: 1, transparent: 7 },
      { x: 30, y: 20, width: 8, height: 8, indices: square(5), delay: 30, disposal: 0 },
      { x: 0, y: 0, width: 40, height: 30, indices: fill(40, 30, 6), delay: 12, disposal: 1, transparent: 6 },
    ],
    3,
  );
}

/** A still-transparent GIF whose frames cut holes: frame 2 clears to transparency the first frame drew. */
export function clearingGif(): Uint8Array {
  const fill = (w: number, h: number, k: number) => new Array<number>(w * h).fill(k);
  return makeGif(20, 20, [
    { x: 0, y: 0, width: 20, height: 20, indices: fill(20, 20, 2), delay: 10, disposal: 2 },
    { x: 5, y: 5, width: 10, height: 10, indices: fill(10, 10, 4), delay: 10, disposal: 2 },
    { x: 0, y: 0, width: 10, height: 20, indices: fill(10, 20, 3), delay: 10, disposal: 1 },
  ]);
}
