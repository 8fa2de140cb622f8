/**
 * `npm run bench:api`: the accounts API under load from another process on loopback. Activity
 * tracking (POST /api/activities, each request a new compression with its own client id) and
 * stats reads (GET /api/stats), against one instance on SQLite and two instances sharing
 * PostgreSQL (load split between them). Prints requests per second and p50/p99 latency, then
 * checks that the stats equal the sum of what was tracked: nothing lost, nothing counted twice.
 * Never fails on time; exits non-zero only on a mismatch.
 */
import autocannon, { type Context, type Result } from "autocannon";
import { requireBuiltServer, signedInCookie, startInstances, stopInstances, type Instance } from "./api-session.ts";
import { postgresSchema } from "./postgres-schema.ts";

const DURATION_S = 10;
const CONNECTIONS = 20;

/** One compression the load sent: its body (to send again) and what it saved. */
interface Sent {
  instance: Instance;
  body: string;
  savedMb: number;
}

let sequence = 0;

/**
 * A new compression each time, under its own client id so that it is stored and counted. Sizes
 * vary but stay multiples of 0.25 MB, which add up exactly in floating point, so the expected
 * total is exact.
 */
function newCompression(instance: Instance): [id: string, sent: Sent] {
  const n = ++sequence;
  const id = `bench-${process.pid}-${n}`;
  const originalSize = 2 + (n % 4) * 0.25;
  const compressedSize = 0.5;
  const body = JSON.stringify({
    id,
    activityType: "compress",
    fileName: "bench.jpg",
    description: "bench",
    originalSize,
    compressedSize,
  });
  return [id, { instance, body, savedMb: originalSize - compressedSize }];
}

/** What the tracking load saw, per client id. */
interface Tracking {
  results: Result[];
  /** Answered 201 under load: stored by that request. */
  created: Map<string, Sent>;
  /** Answered 200 under load: the id was already stored, which unique ids should never be. */
  repeated: number;
  /** Sent but not answered 2xx: in flight when the load stopped, or failed. */
  unanswered: Map<string, Sent>;
  failedStatuses: Map<number, number>;
}

/** Each instance gets its share of the connections; the loads run at the same time. */
function connectionsPer(instances: Instance[]) {
  return Math.max(1, Math.round(CONNECTIONS / instances.length));
}

async function trackLoad(instances: Instance[], cookie: string): Promise<Tracking> {
  const tracking: Tracking = {
    results: [],
    created: new Map(),
    repeated: 0,
    unanswered: new Map(),
    failedStatuses: new Map(),
  };
  tracking.results = await Promise.all(
    instances.map((instance) =>
      autocannon({
        url: instance.url,
        connections: connectionsPer(instances),
        duration: DURATION_S,
        requests: [
          {
            method: "POST",
            path: "/api/activities",
            headers: { "content-type": "application/json", origin: instance.url, cookie },
            // One request at a time per connection, so the context names the request answered.
            setupRequest: (request, context: Context) => {
              const [id, sent] = newCompression(instance);
              context.id = id;
              tracking.unanswered.set(id, sent);
              return { ...request, body: sent.body };
            },
            onResponse: (status, _body, context: Context) => {
              const id = context.id as string;
              const sent = tracking.unanswered.get(id);
              if (!sent) return;
              if (status === 201) tracking.created.set(id, sent);
              else if (status === 200) tracking.repeated++;
              else {
                tracking.failedStatuses.set(status, (tracking.failedStatuses.get(status) ?? 0) + 1);
                return; // still unanswered: sent again below
              }
              tracking.unanswered.delete(id);
            },
          },
        ],
      }),
    ),
  );
  return tracking;
}

async function statsLoad(instances: Instance[], cookie: string): Promise<Result[]> {
  return Promise.all(
    instances.map((instance) =>
      autocannon({
        url: instance.url,
        connections: connectionsPer(instances),
        duration: DURATION_S,
        requests: [{ method: "GET", path: "/api/stats", headers: { cookie } }],
      }),
    ),
  );
}

/** Requests per second added up over the instances; latency the higher of their figures. */
function row(label: string, results: Result[]): string {
  const rps = results.reduce((n, r) => n + r.requests.average, 0);
  const total = results.reduce((n, r) => n + r.requests.total, 0);
  const p50 = Math.max(...results.map((r) => r.latency.p50));
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  const failed = results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
  return `${label} | ${rps.toFixed(0)} | ${p50} | ${p99} | ${total} | ${failed}`;
}

interface Stats {
  images_compressed: number;
  total_savings_mb: number;
}

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Sends the unanswered compressions again, as a client retries: 200 means the request in flight
 * had stored it, 201 that it had not and it is stored now. Either way it must be counted once.
 */
async function resend(tracking: Tracking, cookie: string) {
  let alreadyStored = 0;
  let storedNow = 0;
  const failures: string[] = [];
  for (const [id, sent] of tracking.unanswered) {
    const response = await fetch(`${sent.instance.url}/api/activities`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: sent.instance.url, cookie },
      body: sent.body,
    });
    await response.arrayBuffer();
    if (response.status === 200) alreadyStored++;
    else if (response.status === 201) storedNow++;
    else failures.push(`${id}: ${response.status}`);
  }
  return { alreadyStored, storedNow, failures };
}

async function scenario(name: string, instances: Instance[]): Promise<boolean> {
  const [first] = instances as [Instance];
  const cookie = await signedInCookie(first, `bench-${Date.now()}@example.com`);
  const tracking = await trackLoad(instances, cookie);
  const stats = await statsLoad(instances, cookie);
  console.log(`\n${name}`);
  console.log("route | requests/s | p50 ms | p99 ms | requests | failed");
  console.log(row("POST /api/activities", tracking.results));
  console.log(row("GET /api/stats", stats));

  const unanswered = tracking.unanswered.size;
  const failedUnderLoad = [...tracking.failedStatuses].map(([status, n]) => `${n} x ${status}`).join(", ");
  const resent = await resend(tracking, cookie);
  // Every compression sent, answered or not, must now be stored exactly once.
  const all = [...tracking.created.values(), ...tracking.unanswered.values()];
  const expectedCount = all.length;
  const expectedMb = all.reduce((sum, sent) => sum + sent.savedMb, 0);
  const seen = await Promise.all(instances.map((instance) => getJson<Stats>(`${instance.url}/api/stats`, cookie)));
  const { total: rows } = await getJson<{ total: number }>(`${first.url}/api/activities?limit=1`, cookie);

  const problems: string[] = [];
  if (tracking.repeated) problems.push(`${tracking.repeated} new ids answered 200 (already stored) under load`);
  if (resent.failures.length) problems.push(`sending again failed: ${resent.failures.slice(0, 5).join(", ")}`);
  if (rows !== expectedCount) problems.push(`${rows} activity rows for ${expectedCount} compressions sent`);
  seen.forEach((s, i) => {
    const where = instances.length > 1 ? ` on instance ${i + 1}` : "";
    if (s.images_compressed !== expectedCount) {
      problems.push(`stats count ${s.images_compressed}${where}, expected ${expectedCount}`);
    }
    if (Math.abs(s.total_savings_mb - expectedMb) > 1e-6) {
      problems.push(`stats say ${s.total_savings_mb} MB saved${where}, expected ${expectedMb}`);
    }
  });

  const breakdown =
    `${tracking.created.size} answered 201 under load, ${unanswered} unanswered when it stopped` +
    (failedUnderLoad ? ` (failed: ${failedUnderLoad})` : "") +
    `; sent again: ${resent.alreadyStored} already stored, ${resent.storedNow} stored then`;
  if (problems.length) {
    console.log(`consistency: MISMATCH: ${problems.join("; ")} (${breakdown})`);
    return false;
  }
  console.log(
    `consistency: ok (${expectedCount} compressions sent, stored and counted once: ${breakdown}; ` +
      `stats count ${seen[0]!.images_compressed} and ${seen[0]!.total_savings_mb} MB saved)`,
  );
  return true;
}

requireBuiltServer();
let ok = true;
console.log(
  `Accounts API under load: autocannon in this process (${CONNECTIONS} connections, ${DURATION_S} s per route), ` +
    "each server instance in its own, on loopback; then a check that the stats equal what was tracked.",
);
// The load is one user tracking as fast as the server goes: lift the per-user tracking limit.
const UNLIMITED_TRACKING = { TRACKING_LIMIT_PER_MINUTE: "100000000", TRACKING_LIMIT_PER_DAY: "100000000" };
const sqlite = await startInstances(1, { DATABASE_URL: "", ...UNLIMITED_TRACKING });
try {
  ok = (await scenario("One instance on SQLite", sqlite)) && ok;
} finally {
  await stopInstances(sqlite);
}

const postgres = await postgresSchema();
if (!postgres) {
  console.log(
    "\nTwo instances on PostgreSQL: skipped, PostgreSQL is not reachable (set DATABASE_URL, " +
      "default postgres://postgres@127.0.0.1:5432/test); only SQLite was measured.",
  );
} else {
  try {
    const pair = await startInstances(2, {
      ...UNLIMITED_TRACKING,
      DATABASE_URL: postgres.url,
      AUTH_SECRET: "a shared benchmark secret that is long enough",
    });
    try {
      ok =
        (await scenario(
          "Two instances on PostgreSQL (load split between them; requests/s added up, latency the higher of the two)",
          pair,
        )) && ok;
    } finally {
      await stopInstances(pair);
    }
  } finally {
    await postgres.drop();
  }
}
process.exit(ok ? 0 : 1);
