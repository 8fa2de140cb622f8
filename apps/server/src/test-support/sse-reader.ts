/** Reads Server-Sent Events from a streaming response, one event at a time, with a time limit. */
export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

export function sseReader(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  const parse = (block: string): SseEvent | null => {
    const event: SseEvent = { event: "message", data: "" };
    let any = false;
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;
      const at = line.indexOf(":");
      const field = line.slice(0, at);
      const value = line.slice(at + 1).replace(/^ /, "");
      if (field === "event") event.event = value;
      else if (field === "id") event.id = value;
      else if (field === "data") event.data += value;
      else continue;
      any = true;
    }
    return any ? event : null;
  };
  /** A read still waiting from a call that timed out: the next call takes it up, so no chunk is lost. */
  type Chunk = Awaited<ReturnType<typeof reader.read>>;
  let pending: Promise<Chunk> | null = null;
  /** The next chunk; `done` when the stream has ended; null when `deadline` passes first. */
  const readChunk = async (deadline: number): Promise<Chunk | null> => {
    const left = deadline - Date.now();
    if (left <= 0) return null;
    pending ??= reader.read();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const chunk = await Promise.race([
      pending,
      new Promise<null>((done) => (timer = setTimeout(() => done(null), left))),
    ]);
    clearTimeout(timer);
    if (chunk !== null) pending = null;
    return chunk;
  };
  return {
    /** The next event, or null when none arrives within `ms`. */
    async next(ms = 3000): Promise<SseEvent | null> {
      const deadline = Date.now() + ms;
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = parse(block);
          if (event) return event;
          continue;
        }
        const chunk = await readChunk(deadline);
        if (chunk === null || chunk.done) return null;
        buffer += chunk.value;
      }
    },
    /** Whether the server ends the stream within `ms` (events before the end are passed over). */
    async ended(ms = 3000): Promise<boolean> {
      const deadline = Date.now() + ms;
      for (;;) {
        const chunk = await readChunk(deadline);
        if (chunk === null) return false;
        if (chunk.done) return true;
      }
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}
