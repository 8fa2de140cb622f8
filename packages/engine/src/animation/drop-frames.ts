/**
 * Dropping every n-th frame to save bytes, while the animation keeps its length: each dropped
 * frame's delay is added to the frame shown before it, which stays on screen in its place.
 * Frames pass through one at a time; only the last kept frame waits, until it is known whether
 * the frame after it is dropped (and its delay added).
 */
import { replayable, type FrameSequence } from "./frame-sequence.ts";

export interface TimedFrame {
  delay: number;
}

export function dropEveryNth<F extends TimedFrame>(frames: FrameSequence<F>, n: number): AsyncIterable<F> {
  if (n < 2) return replayable(() => frames);
  return replayable(async function* () {
    let waiting: F | null = null;
    let i = 0;
    for await (const frame of frames) {
      // Frame 1 is never dropped, so there is always a frame to take the delay.
      if ((i + 1) % n === 0 && waiting) {
        waiting = Object.assign({}, waiting, { delay: waiting.delay + frame.delay });
      } else {
        if (waiting) yield waiting;
        waiting = frame;
      }
      i++;
    }
    if (waiting) yield waiting;
  });
}

/** How many of `count` frames `dropEveryNth` keeps. */
export function framesKept(count: number, n: number): number {
  return n < 2 ? count : count - Math.floor(count / n);
}
