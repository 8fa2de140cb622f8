import { describe, expect, it, vi } from "vitest";
import {
  scheduleUpdateChecks,
  UPDATE_CHECK_INTERVAL_MS,
  UPDATE_CHECK_ON_RETURN_MS,
  type UpdateCheckHost,
} from "./update-checks.ts";

function fakeHost() {
  let time = 0;
  const timers: { ms: number; run: () => void }[] = [];
  const visible: (() => void)[] = [];
  const host: UpdateCheckHost = {
    every: (ms, run) => void timers.push({ ms, run }),
    onVisible: (run) => void visible.push(run),
    now: () => time,
  };
  return {
    host,
    advance(ms: number) {
      time += ms;
    },
    tick() {
      for (const timer of timers) timer.run();
    },
    comeBack() {
      for (const run of visible) run();
    },
    interval: () => timers[0]?.ms,
  };
}

describe("update checks for a page left open", () => {
  it("asks hourly, and when the page is seen again after ten minutes, not sooner", () => {
    const update = vi.fn(() => Promise.resolve());
    const fake = fakeHost();
    scheduleUpdateChecks(update, fake.host);
    expect(fake.interval()).toBe(UPDATE_CHECK_INTERVAL_MS);

    fake.advance(UPDATE_CHECK_ON_RETURN_MS - 1);
    fake.comeBack();
    expect(update).not.toHaveBeenCalled();

    fake.advance(1);
    fake.comeBack();
    expect(update).toHaveBeenCalledTimes(1);
    // Just checked: coming back again at once does not ask again.
    fake.comeBack();
    expect(update).toHaveBeenCalledTimes(1);

    fake.tick();
    expect(update).toHaveBeenCalledTimes(2);
  });

  it("keeps checking after a check fails (offline)", async () => {
    const update = vi.fn(() => Promise.reject(new Error("offline")));
    const fake = fakeHost();
    scheduleUpdateChecks(update, fake.host);
    fake.tick();
    await Promise.resolve();
    fake.tick();
    expect(update).toHaveBeenCalledTimes(2);
  });
});
