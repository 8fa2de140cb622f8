/**
 * The client for GET /api/events. It reads the stream with fetch so that it can reconnect on the
 * documents' schedule (1 s, 2 s, 5 s, 10 s) and resume with Last-Event-ID, which the server uses to
 * replay what was missed. A 401 means the session ended: the client stops instead of retrying.
 */
import { reconnectDelay } from "./backoff.ts";
import { SseParser, type SseEvent } from "./sse-parser.ts";

export type LiveStatus = "connecting" | "live" | "waiting" | "stopped";

export interface LiveEventHandlers {
  onEvent(event: SseEvent): void;
  onStatus?(status: LiveStatus): void;
}

export function connectLiveEvents(handlers: LiveEventHandlers, url = "/api/events"): () => void {
  const controller = new AbortController();
  let lastEventId: string | undefined;
  let attempt = 0;

  const wait = (ms: number) =>
    new Promise<void>((done) => {
      const timer = setTimeout(done, ms);
      controller.signal.addEventListener("abort", () => {
        clearTimeout(timer);
        done();
      });
    });

  async function readOnce(): Promise<"retry" | "stop"> {
    handlers.onStatus?.("connecting");
    const headers: Record<string, string> = { accept: "text/event-stream" };
    if (lastEventId) headers["last-event-id"] = lastEventId;
    const response = await fetch(url, { headers, credentials: "same-origin", signal: controller.signal });
    if (response.status === 401 || response.status === 403) return "stop";
    if (!response.ok || !response.body) return "retry";
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const parser = new SseParser();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return "retry";
      for (const event of parser.push(value)) {
        if (event.id) lastEventId = event.id;
        // A stream that answered is healthy: the next drop starts the back-off from 1 s again.
        attempt = 0;
        if (event.event === "ready") handlers.onStatus?.("live");
        handlers.onEvent(event);
      }
    }
  }

  void (async () => {
    while (!controller.signal.aborted) {
      let outcome: "retry" | "stop" = "retry";
      try {
        outcome = await readOnce();
      } catch {
        outcome = "retry";
      }
      if (controller.signal.aborted) break;
      if (outcome === "stop") {
        handlers.onStatus?.("stopped");
        return;
      }
      handlers.onStatus?.("waiting");
      await wait(reconnectDelay(attempt++));
    }
  })();

  return () => controller.abort();
}
