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
        const left = deadline - Date.now();
        if (left <= 0) return null;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((done) => setTimeout(() => done(null), left)),
        ]);
        if (chunk === null) return null;
        if (chunk.done) return null;
        buffer += chunk.value;
      }
    },
    /** Whether the server ends the stream within `ms` (events before the end are passed over). */
    async ended(ms = 3000): Promise<boolean> {
      const deadline = Date.now() + ms;
      for (;;) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((done) => setTimeout(() => done(null), left)),
        ]);
        if (chunk === null) return false;
        if (chunk.done) return true;
      }
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}
