/**
 * `npm run bench:accounts [-- <scenario> ...]`: the accounts server under a realistic mix of many
 * members (issue 30), where `npm run bench:api` hammers one member's row. 2,000 members; trackers
 * compress batches of 1-30 files and record each file as the page does; others read their
 * dashboards; 300 hold the live stream open; sign-ins arrive at a steady rate. Each scenario prints
 * requests/s and p50/p99 per route, the live-update delay, where the CPU went, and a check that
 * every record sent was stored exactly once and every stream saw every event.
 *
 * Scenarios: sqlite, pg1, pg2, pg3 (that many instances behind the bench's round-robin), kill-pg
 * (two on PostgreSQL, one killed with -9 a third of the way in and started again), kill-sqlite
 * (the one SQLite instance, killed and started again). No name: all of them.
 * Sizes: ACCOUNTS_MEMBERS, ACCOUNTS_STREAMS, ACCOUNTS_TRACKERS, ACCOUNTS_READERS,
 * ACCOUNTS_SIGN_INS (per second), ACCOUNTS_SECONDS.
 * Never fails on time; exits non-zero only when a record was lost or doubled or a stream missed one.
 */
import { requireBuiltServer } from "./api-session.ts";
import type { LoadShape } from "./accounts-load/member-load.ts";
import { runScenario, type ScenarioSettings } from "./accounts-load/scenario.ts";

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

const shape: LoadShape = {
  trackers: number("ACCOUNTS_TRACKERS", 600),
  readers: number("ACCOUNTS_READERS", 150),
  signInsPerSecond: number("ACCOUNTS_SIGN_INS", 1),
  pacingMs: [300, 900],
  batchFiles: [1, 30],
  readerPauseMs: [2000, 5000],
};
const base = {
  members: number("ACCOUNTS_MEMBERS", 2000),
  streams: number("ACCOUNTS_STREAMS", 300),
  seconds: number("ACCOUNTS_SECONDS", 20),
  shape,
};

const scenarios: Record<string, ScenarioSettings> = {
  sqlite: { ...base, title: "One instance on SQLite", database: "sqlite", instances: 1 },
  pg1: { ...base, title: "One instance on PostgreSQL", database: "postgres", instances: 1 },
  pg2: { ...base, title: "Two instances on PostgreSQL", database: "postgres", instances: 2 },
  pg3: { ...base, title: "Three instances on PostgreSQL", database: "postgres", instances: 3 },
  "kill-pg": {
    ...base,
    title: "Two instances on PostgreSQL, the second killed (-9) and started again",
    database: "postgres",
    instances: 2,
    kill: { at: 1 / 3, downMs: 2000 },
  },
  "kill-sqlite": {
    ...base,
    title: "One instance on SQLite, killed (-9) and started again",
    database: "sqlite",
    instances: 1,
    kill: { at: 1 / 3, downMs: 1000 },
  },
};

requireBuiltServer();
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in scenarios));
if (unknown.length) {
  console.error(`Unknown scenario ${unknown.join(", ")}; choose from ${Object.keys(scenarios).join(", ")}.`);
  process.exit(2);
}
console.log(
  `Accounts under a realistic load: ${base.members} members, ${shape.trackers} tracking batches at a time ` +
    `(a file every ${shape.pacingMs.join("-")} ms, ${shape.batchFiles.join("-")} files), ${shape.readers} reading ` +
    `dashboards, ${base.streams} live streams, ${shape.signInsPerSecond} sign-in/s; ${base.seconds} s a scenario. ` +
    "Load from this process through a round-robin balancer; each instance its own process, on loopback.",
);
let ok = true;
for (const name of asked.length ? asked : Object.keys(scenarios)) {
  ok = (await runScenario(scenarios[name]!)).ok && ok;
}
process.exit(ok ? 0 : 1);
