import { useEffect, useLayoutEffect, useRef } from "react";

export interface FrameThrottle<T> {
  /** Queues a value; the callback sees only the newest one, once per animation frame. */
  push(value: T): void;
  /** Delivers a queued value now (at the end of a drag), so the last position is never dropped. */
  flush(): void;
}

/**
 * Pointer events can arrive several times a frame; the parent re-renders on each change, so
 * anything faster than the screen refreshes is wasted work.
 */
export function useFrameThrottle<T>(callback: (value: T) => void): FrameThrottle<T> {
  const latest = useRef(callback);
  const pending = useRef<{ value: T } | null>(null);
  const frame = useRef(0);

  // The newest callback, without restarting a frame that is already scheduled.
  useLayoutEffect(() => {
    latest.current = callback;
  });
  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    },
    [],
  );

  const run = () => {
    frame.current = 0;
    const queued = pending.current;
    pending.current = null;
    if (queued) latest.current(queued.value);
  };

  return {
    push(value) {
      pending.current = { value };
      if (!frame.current) frame.current = requestAnimationFrame(run);
    },
    flush() {
      cancelAnimationFrame(frame.current);
      run();
    },
  };
}
