import { afterEach, describe, expect, it, vi } from "vitest";
import type { ActivityInput } from "@squish/shared/account/activity";
import { TRACKING_RETRY_DELAYS_MS } from "@squish/shared/account/tracking-retry";
import { activityRecord, sendActivity } from "./activity.ts";

const record = activityRecord({
  activityType: "compress",
  fileName: "photo.jpg",
  description: "Compressed",
  originalSize: 2 * 1024 * 1024,
  resultSize: 1024 * 1024,
});

/** A server that answers each try from a script: a status, or a thrown network error. */
function scripted(answers: (number | Error)[]) {
  const seen: ActivityInput[] = [];
  const send = async (sent: ActivityInput) => {
    seen.push(sent);
    const answer = answers.shift();
    if (answer === undefined) throw new Error("more tries than the script expected");
    if (answer instanceof Error) throw answer;
    return new Response(null, { status: answer });
  };
  return { send, seen };
}

describe("sendActivity", () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends once when the server stores it", async () => {
    const server = scripted([201]);
    const waits: number[] = [];
    expect(await sendActivity(record, server.send, async (ms) => void waits.push(ms))).toBe(true);
    expect(server.seen).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("tries again after a cut connection and a restarting proxy, with the same id", async () => {
    const server = scripted([new TypeError("Failed to fetch"), 502, 503, 200]);
    const waits: number[] = [];
    expect(await sendActivity(record, server.send, async (ms) => void waits.push(ms))).toBe(true);
    expect(waits).toEqual([...TRACKING_RETRY_DELAYS_MS]);
    expect(new Set(server.seen.map((sent) => sent.id))).toEqual(new Set([record.id]));
  });

  it("gives up after the last delay and says so in the console", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const server = scripted([503, 503, 503, 504]);
    expect(await sendActivity(record, server.send, async () => {})).toBe(false);
    expect(server.seen).toHaveLength(TRACKING_RETRY_DELAYS_MS.length + 1);
    expect(warn).toHaveBeenCalledWith("Activity not recorded", 504);
  });

  it("does not repeat a record the server refused", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const status of [400, 401, 429, 500]) {
      const server = scripted([status]);
      expect(await sendActivity(record, server.send, async () => {})).toBe(false);
      expect(server.seen).toHaveLength(1);
    }
  });
});
