/**
 * Dropping every n-th frame to save bytes, while the animation keeps its length: each dropped
 * frame's delay is added to the frame shown before it, which stays on screen in its place.
 */
export interface TimedFrame {
  delay: number;
}

export function dropEveryNth<F extends TimedFrame>(frames: readonly F[], n: number): F[] {
  if (n < 2 || frames.length < 2) return [...frames];
  const kept: F[] = [];
  for (const [i, frame] of frames.entries()) {
    // Frame 1 is never dropped, so there is always a frame to take the delay.
    if ((i + 1) % n === 0 && kept.length > 0) {
      const last = kept[kept.length - 1]!;
      kept[kept.length - 1] = { ...last, delay: last.delay + frame.delay };
    } else {
      kept.push(frame);
    }
  }
  return kept;
}
