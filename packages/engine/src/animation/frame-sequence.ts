/**
 * Frames as a sequence that can be walked more than once, one frame at a time. An animation is
 * never held whole: a pass over it decodes (and changes) each frame again from the source bytes,
 * which are in memory anyway. Arrays are sequences too, which keeps small callers and tests simple.
 * Each walk must start over from the first frame.
 */
export type FrameSequence<T> = Iterable<T> | AsyncIterable<T>;

/** A sequence whose every walk calls `start` afresh. */
export function replayable<T>(start: () => AsyncIterable<T> | Iterable<T>): AsyncIterable<T> {
  return {
    async *[Symbol.asyncIterator]() {
      yield* start();
    },
  };
}

/** Each item changed by `change`, lazily, on every walk. */
export function mapFrames<T, U>(frames: FrameSequence<T>, change: (item: T, index: number) => U): AsyncIterable<U> {
  return replayable(async function* () {
    let index = 0;
    for await (const item of frames) yield change(item, index++);
  });
}

/** Each item with the one after it (undefined for the last): what a writer looking one ahead needs. */
export async function* withNext<T>(frames: FrameSequence<T>): AsyncGenerator<[T, T | undefined]> {
  let held: { item: T } | null = null;
  for await (const item of frames) {
    if (held) yield [held.item, item];
    held = { item };
  }
  if (held) yield [held.item, undefined];
}

/** Two sequences walked side by side, pair by pair, until either ends. */
export async function* zipFrames<A, B>(a: FrameSequence<A>, b: FrameSequence<B>): AsyncGenerator<[A, B]> {
  const right = toAsyncIterator(b);
  try {
    for await (const left of a) {
      const next = await right.next();
      if (next.done) return;
      yield [left, next.value];
    }
  } finally {
    await right.return?.();
  }
}

function toAsyncIterator<T>(items: FrameSequence<T>): AsyncIterator<T> {
  if (Symbol.asyncIterator in items) return items[Symbol.asyncIterator]();
  const sync = items[Symbol.iterator]();
  return {
    next: async () => sync.next(),
    return: async () => sync.return?.() ?? { done: true, value: undefined },
  };
}
