import { describe, expect, it } from "vitest";
import { reconnectDelay } from "./backoff.ts";
import { SseParser } from "./sse-parser.ts";

describe("reconnectDelay", () => {
  it("waits 1 s, 2 s, 5 s, then 10 s for every later try", () => {
    expect([0, 1, 2, 3, 4, 9, 100].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10000, 10000, 10000, 10000]);
  });
  it("treats nonsense attempts as the first", () => {
    expect(reconnectDelay(-3)).toBe(1000);
  });
});

describe("SseParser", () => {
  it("returns whole events and keeps a partial one for the next chunk", () => {
    const parser = new SseParser();
    expect(parser.push('event: ready\nid: 4\ndata: {"lastEventId":4}\n\nevent: act')).toEqual([
      { event: "ready", id: "4", data: '{"lastEventId":4}' },
    ]);
    expect(parser.push('ivity\nid: 5\ndata: {"a":1}\n\n')).toEqual([{ event: "activity", id: "5", data: '{"a":1}' }]);
  });
  it("skips heartbeat comments and joins multi-line data", () => {
    const parser = new SseParser();
    expect(parser.push(": heartbeat\n\ndata: a\ndata: b\r\n\r\n")).toEqual([
      { event: "message", data: "a\nb", id: undefined },
    ]);
  });
});
