/**
 * The client for GET /api/events. It reads the stream with fetch so that it can reconnect on the
 * documents' schedule (1 s, 2 s, 5 s, 10 s) and resume with Last-Event-ID, which the server uses to
 * replay what was missed. A 401 means the session ended: the client stops instead of retrying.
 *
 * A connection can also die without a word: the browser going offline, a network that dropped.
 * The page then says "Reconnecting" at once on the browser's offline event, and in any case when
 * the stream has been silent for longer than the server's heartbeat allows.
 */
import { LIVE_HEARTBEAT_MS } from "@squish/shared/member-area";
import { reconnectDelay } from "./backoff.ts";
import { SseParser, type SseEvent } from "./sse-parser.ts";

export type LiveStatus = "connecting" | "live" | "waiting" | "stopped";

export interface LiveEventHandlers {
  onEvent(event: SseEvent): void;
  onStatus?(status: LiveStatus): void;
}

/** Silence after which a stream counts as gone: the heartbeat's interval and a margin for a slow network. */
export const LIVE_SILENCE_MS = LIVE_HEARTBEAT_MS + 10_000;

export function connectLiveEvents(handlers: LiveEventHandlers, url = "/api/events"): () => void {
  const controller = new AbortController();
  /** Ends the current connection only (the loop then waits and tries again). */
  let dropConnection: (() => void) | undefined;
  const onOffline = () => dropConnection?.();
  globalThis.addEventListener?.("offline", onOffline);
  controller.signal.addEventListener("abort", () => globalThis.removeEventListener?.("offline", onOffline));
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
    const connection = new AbortController();
    let reader: ReadableStreamDefaultReader<string> | undefined;
    // Aborting the request ends a real fetch's body; cancelling the reader ends any stream at once.
    const abortConnection = () => {
      connection.abort();
      void reader?.cancel().catch(() => {});
    };
    controller.signal.addEventListener("abort", abortConnection);
    dropConnection = abortConnection;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const listen = () => {
      clearTimeout(silence);
      silence = setTimeout(abortConnection, LIVE_SILENCE_MS);
    };
    try {
      listen();
      const response = await fetch(url, { headers, credentials: "same-origin", signal: connection.signal });
      if (response.status === 401 || response.status === 403) return "stop";
      if (!response.ok || !response.body) return "retry";
      reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      return await readEvents(reader, listen);
    } finally {
      clearTimeout(silence);
      dropConnection = undefined;
      controller.signal.removeEventListener("abort", abortConnection);
    }
  }

  async function readEvents(reader: ReadableStreamDefaultReader<string>, heard: () => void): Promise<"retry"> {
    const parser = new SseParser();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return "retry";
      heard();
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
