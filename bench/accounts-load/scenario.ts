/**
 * One run of the member load against a set of instances: start them, write the members, open the
 * live streams, load for the window (killing and restarting an instance on the way when asked),
 * then check that everything sent was stored once and every stream caught up, and print it all.
 */
import { setMaxListeners } from "node:events";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { DatabaseTarget } from "../../apps/server/src/db/database.ts";
import { freePort } from "../../e2e/support/server-process.ts";
import { restartInstance, startInstances, stopInstances, type Instance } from "../api-session.ts";
import { postgresSchema } from "../postgres-schema.ts";
import { Balancer } from "./balancer.ts";
import { checkStored, resendAbandoned, streamsBehind } from "./consistency.ts";
import { LiveStreams } from "./live-streams.ts";
import { runMemberLoad, type LoadShape } from "./member-load.ts";
import { createMembers } from "./members.ts";
import { cpuLine, readCpu } from "./process-cpu.ts";
import { percentile, RouteRecorder, routeTable } from "./route-figures.ts";
import { TrackingLedger } from "./tracking-ledger.ts";

export interface ScenarioSettings {
  title: string;
  database: "sqlite" | "postgres";
  instances: number;
  members: number;
  streams: number;
  seconds: number;
  shape: LoadShape;
  /** Kill -9 the last instance this far into the window, and start it again after `downMs`. */
  kill?: { at: number; downMs: number };
}

const SECRET = "the accounts bench's shared secret, long enough for better-auth";
/** Connections from the balancer to each instance, as a proxy's keep-alive pool. */
const CONNECTIONS_PER_INSTANCE = 128;
const DRAIN_MS = 3000;

const ms = (values: number[], p: number) => (values.length ? `${percentile(values, p).toFixed(0)} ms` : "-");

export interface ScenarioOutcome {
  /** False when a record was lost or counted twice, or a stream missed or repeated an event. */
  ok: boolean;
  acknowledged: number;
  /** Tracking tries after a failed one, and records that a retry stored. */
  retries: number;
  storedOnRetry: number;
  /** Streams that were cut and came back. */
  reconnected: number;
}

/** `log` gets the report, a line at a time (the console by default). */
export async function runScenario(
  settings: ScenarioSettings,
  log: (line: string) => void = console.log,
): Promise<ScenarioOutcome> {
  const postgres = settings.database === "postgres" ? await postgresSchema() : null;
  if (settings.database === "postgres" && !postgres) {
    log(`\n### ${settings.title}\n\nskipped: PostgreSQL is not reachable (set DATABASE_URL).`);
    return { ok: true, acknowledged: 0, retries: 0, storedOnRetry: 0, reconnected: 0 };
  }
  const site = `http://127.0.0.1:${await freePort()}`;
  const instances = await startInstances(settings.instances, {
    DATABASE_URL: postgres?.url ?? "",
    AUTH_SECRET: SECRET,
    PUBLIC_URL: site,
    LOG_LEVEL: "info",
  });
  const target: DatabaseTarget = postgres
    ? { kind: "postgres", url: postgres.url }
    : { kind: "sqlite", file: join(instances[0]!.dataDir, "squish.db") };
  const balancer = new Balancer(
    instances.map((instance) => instance.url),
    CONNECTIONS_PER_INSTANCE,
  );
  try {
    const members = await createMembers(instances[0]!, target, settings.members, { secret: SECRET, site });
    const ledger = new TrackingLedger();
    const recorder = new RouteRecorder();
    const streams = new LiveStreams(members.slice(0, settings.streams), balancer, ledger);
    await streams.open();

    const stop = new AbortController();
    // Every tracker and reader waits on it.
    setMaxListeners(0, stop.signal);
    const cpuBefore = readCpu(instances.map((instance) => instance.child.pid!));
    recorder.window.start = performance.now();
    const load = runMemberLoad({ balancer, members, site, recorder, ledger, stop: stop.signal }, settings.shape);
    const killed = settings.kill ? killAndRestart(settings, instances.at(-1)!) : Promise.resolve(null);
    await new Promise((done) => setTimeout(done, settings.seconds * 1000));
    recorder.window.end = performance.now();
    stop.abort();
    const cpuAfter = readCpu(instances.map((instance) => instance.child.pid!));
    await load;
    const restart = await killed;
    // Sent again before the drain: a record stored now writes events the streams must still read.
    const resendFailures = await resendAbandoned(ledger, members, balancer, site);
    await new Promise((done) => setTimeout(done, DRAIN_MS));
    const stored = await checkStored(target, ledger);
    const behind = await streamsBehind(target, streams.lastIds());
    streams.close();

    const figures = streams.figures;
    const problems = [...stored.problems];
    if (resendFailures.length) problems.push(`sending again failed: ${resendFailures.slice(0, 3).join(", ")}`);
    if (ledger.refused.size) {
      const refusals = [...ledger.refused].map(([status, n]) => `${n} x ${status}`).join(", ");
      problems.push(`tracking refused under load (${refusals}): files a page would have lost`);
    }
    if (figures.gaps) problems.push(`${figures.gaps} live events skipped`);
    if (figures.repeats) problems.push(`${figures.repeats} live events delivered twice`);
    if (behind) problems.push(`${behind} streams behind their member's last event`);

    log(`\n### ${settings.title}\n`);
    log(routeTable(recorder).join("\n"));
    log(
      `\nlive updates (${settings.streams} streams): tracking → event p50 ${ms(figures.delays, 50)}, ` +
        `p99 ${ms(figures.delays, 99)} over ${figures.delays.length} events`,
    );
    if (!settings.kill) log(cpuLine(cpuBefore, cpuAfter, recorder.seconds()));
    if (restart) {
      log(
        `kill -9 of instance ${settings.instances} at ${restart.killedAtS.toFixed(1)} s, listening again after ` +
          `${restart.downS.toFixed(1)} s; tracking requests that failed and were sent again: ${ledger.retries} ` +
          `(${ledger.storedOnRetry} records stored on a retry, ${ledger.abandoned.size} given up and sent after the load); ` +
          `connections refused and passed on by the balancer: ${balancer.refusals}; streams reconnected: ` +
          `${figures.reconnects.length}, p50 ${ms(figures.reconnects, 50)}, max ${ms(figures.reconnects, 100)}`,
      );
      if (settings.database === "sqlite") {
        const check = new Database(target.kind === "sqlite" ? target.file : "", { readonly: true });
        const integrity = check.pragma("integrity_check", { simple: true });
        check.close();
        log(`SQLite after kill -9: integrity_check says "${String(integrity)}"`);
        if (integrity !== "ok") problems.push(`integrity_check: ${String(integrity)}`);
      }
    }
    log(
      problems.length
        ? `consistency: MISMATCH: ${problems.join("; ")}`
        : `consistency: ok (${stored.records} records from ${stored.members} members stored and counted once, ` +
            `${ledger.acknowledged.size} acknowledged under load; every stream saw every event once, in order)`,
    );
    return {
      ok: problems.length === 0,
      acknowledged: ledger.acknowledged.size,
      retries: ledger.retries,
      storedOnRetry: ledger.storedOnRetry,
      reconnected: figures.reconnects.length,
    };
  } finally {
    await balancer.close();
    await stopInstances(instances);
    await postgres?.drop();
  }
}

async function killAndRestart(settings: ScenarioSettings, instance: Instance) {
  const killAt = settings.kill!.at * settings.seconds * 1000;
  await new Promise((done) => setTimeout(done, killAt));
  const exited = new Promise((done) => instance.child.once("exit", done));
  instance.child.kill("SIGKILL");
  await exited;
  const killedAt = performance.now();
  await new Promise((done) => setTimeout(done, settings.kill!.downMs));
  await restartInstance(instance);
  return { killedAtS: killAt / 1000, downS: (performance.now() - killedAt) / 1000 };
}
