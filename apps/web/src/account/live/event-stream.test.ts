import { afterEach, describe, expect, it, vi } from "vitest";
import { connectLiveEvents, LIVE_SILENCE_MS, type LiveStatus } from "./event-stream.ts";

function streamOf(text: string, { open = false } = {}): Response {
  return new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        if (!open) controller.close();
      },
    }),
    { status: 200, headers: { "content-type": "text/event-stream" } },
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("connectLiveEvents", () => {
  it("reconnects after the back-off, resuming with the last event id it saw", async () => {
    vi.useFakeTimers();
    const calls: (string | undefined)[] = [];
    const responses = [
      streamOf('event: ready\nid: 7\ndata: {"lastEventId":7}\n\nevent: activity\nid: 8\ndata: {}\n\n'),
      new Response("down", { status: 503 }),
      streamOf("event: ready\nid: 8\ndata: {}\n\n", { open: true }),
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push((init.headers as Record<string, string>)["last-event-id"]);
        return responses.shift() ?? new Promise<Response>(() => {});
      }),
    );
    const events: string[] = [];
    const statuses: LiveStatus[] = [];
    const stop = connectLiveEvents({ onEvent: (e) => events.push(e.event), onStatus: (s) => statuses.push(s) });

    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(["ready", "activity"]);
    expect(calls).toEqual([undefined]);
    // The stream ended after delivering events: the first retry waits 1 s.
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([undefined, "8"]);
    // That try failed without an answer: the next waits 2 s.
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([undefined, "8", "8"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses).toContain("waiting");
    expect(statuses.at(-1)).toBe("live");
    stop();
  });

  it("stops for good when the session has ended", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 401 }));
    vi.stubGlobal("fetch", fetchMock);
    const statuses: LiveStatus[] = [];
    connectLiveEvents({ onEvent: () => {}, onStatus: (s) => statuses.push(s) });
    await vi.waitFor(() => expect(statuses.at(-1)).toBe("stopped"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("a connection that dies without a word", () => {
  function openStream() {
    const calls: number[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        calls.push(Date.now());
        return streamOf('event: ready\nid: 1\ndata: {"lastEventId":1}\n\n', { open: true });
      }),
    );
    const statuses: LiveStatus[] = [];
    const stop = connectLiveEvents({ onEvent: () => {}, onStatus: (s) => statuses.push(s) });
    return { calls, statuses, stop };
  }

  it("says Reconnecting when the stream has been silent for longer than the heartbeat allows", async () => {
    vi.useFakeTimers();
    const { calls, statuses, stop } = openStream();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe("live");
    await vi.advanceTimersByTimeAsync(LIVE_SILENCE_MS - 1);
    expect(statuses.at(-1)).toBe("live");
    await vi.advanceTimersByTimeAsync(1);
    expect(statuses.at(-1)).toBe("waiting");
    // ...and tries again on the back-off schedule.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(2);
    expect(statuses.at(-1)).toBe("live");
    stop();
  });

  it("says Reconnecting at once when the browser goes offline", async () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    vi.stubGlobal("addEventListener", target.addEventListener.bind(target));
    vi.stubGlobal("removeEventListener", target.removeEventListener.bind(target));
    const { statuses, stop } = openStream();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe("live");
    target.dispatchEvent(new Event("offline"));
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe("waiting");
    stop();
  });
});
