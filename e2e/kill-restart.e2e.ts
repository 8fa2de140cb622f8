/**
 * An instance killed with -9 under load and started again (issue 30, item 4), through the accounts
 * bench's own scenario at a small size: members tracking batches with the page's retries, live
 * streams reconnecting as the page does. Nothing acknowledged may be lost, nothing counted twice,
 * no live event skipped or repeated; SQLite must open clean (integrity_check). The full-size
 * figures come from `npm run bench:accounts -- kill-sqlite kill-pg`.
 */
import { describe, expect, it } from "vitest";
import { postgresAvailable } from "../apps/server/src/test-support/databases.ts";
import { runScenario, type ScenarioSettings } from "../bench/accounts-load/scenario.ts";

const small = {
  members: 60,
  // Half the members hold a stream, so a member recording while the streams are away is likely.
  streams: 30,
  seconds: 7,
  shape: {
    trackers: 40,
    readers: 4,
    signInsPerSecond: 1,
    // Spread out, so that trackers keep waking up (and retrying) through the restart instead of
    // moving in step with the streams' reconnect schedule.
    pacingMs: [300, 2000] as [number, number],
    batchFiles: [1, 30] as [number, number],
    readerPauseMs: [500, 1500] as [number, number],
  },
};

async function killedUnderLoad(settings: ScenarioSettings) {
  const report: string[] = [];
  const outcome = await runScenario(settings, (line) => report.push(line));
  // The report says what went wrong; it is printed only then.
  if (!outcome.ok) console.log(report.join("\n"));
  expect(outcome.ok, report.find((line) => line.startsWith("consistency")) ?? "").toBe(true);
  expect(outcome.acknowledged).toBeGreaterThan(50);
  return { outcome, report };
}

describe("an instance killed with -9 under load and started again", () => {
  it("on SQLite, opens clean and holds every acknowledged record", { timeout: 90_000 }, async () => {
    const { outcome, report } = await killedUnderLoad({
      ...small,
      title: "SQLite, killed",
      database: "sqlite",
      instances: 1,
      // Back (about 2 s) after the streams' first retry (1 s) and before their second (3 s):
      // members record files in between, and each resumed stream must replay them.
      kill: { at: 1 / 3, downMs: 1500 },
    });
    expect(report.some((line) => line.includes('integrity_check says "ok"'))).toBe(true);
    // Records sent while it was down failed, and the page's retry stored them.
    expect(outcome.storedOnRetry).toBeGreaterThan(0);
    // The one instance's streams were all cut; each came back and caught up.
    expect(outcome.reconnected).toBe(small.streams);
  });

  it.runIf(postgresAvailable)(
    "on two PostgreSQL instances, the survivor takes over and nothing is lost",
    { timeout: 90_000 },
    async () => {
      const { outcome } = await killedUnderLoad({
        ...small,
        title: "Two on PostgreSQL, one killed",
        database: "postgres",
        instances: 2,
        kill: { at: 1 / 3, downMs: 300 },
      });
      // Half the streams were on the killed instance; they came back on the other. (Records sent
      // to it were passed on by the balancer, or, if cut in flight, stored by the page's retry.)
      expect(outcome.reconnected).toBeGreaterThanOrEqual(small.streams / 2);
    },
  );
});
