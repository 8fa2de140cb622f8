/**
 * `npm run bench:api`: the accounts API under load from another process on loopback. Activity
 * tracking (POST /api/activities, each request a new compression) and stats reads
 * (GET /api/stats), against one instance on SQLite and two instances sharing PostgreSQL. Prints
 * requests per second and p50/p99 latency, then checks that the stats equal the sum of what was
 * tracked: nothing lost, nothing counted twice. Never fails on time; fails only on a mismatch.
 */
import autocannon, { type Result } from "autocannon";
import pg from "pg";
import { signedInCookie, startInstances, stopInstances, type Instance } from "./api-session.ts";

const DURATION_S = 10;
const CONNECTIONS = 20;
const ORIGINAL_MB = 2;
const COMPRESSED_MB = 0.5;

let sequence = 0;

/** A new compression each time: its own client id, so every request is stored and counted. */
function activityBody(): string {
  return JSON.stringify({
    id: `bench-${process.pid}-${++sequence}`,
    activityType: "compress",
    fileName: "bench.jpg",
    description: "bench",
    originalSize: ORIGINAL_MB,
    compressedSize: COMPRESSED_MB,
  });
}

/** Runs one load per instance at the same time; returns each result and the count of 201s. */
async function load(instances: Instance[], cookie: string, kind: "track" | "stats") {
  let created = 0;
  const results = await Promise.all(
    instances.map((instance) =>
      autocannon({
        url: instance.url,
        connections: Math.max(1, Math.round(CONNECTIONS / instances.length)),
        duration: DURATION_S,
        requests: [
          kind === "track"
            ? {
                method: "POST",
                path: "/api/activities",
                headers: { "content-type": "application/json", origin: instance.url, cookie },
                setupRequest: (request) => ({ ...request, body: activityBody() }),
                onResponse: (status: number) => {
                  if (status === 201) created++;
                },
              }
            : { method: "GET", path: "/api/stats", headers: { cookie } },
        ],
      }),
    ),
  );
  return { results, created };
}

function row(label: string, results: Result[]): string {
  const rps = results.reduce((n, r) => n + r.requests.average, 0);
  const p50 = Math.max(...results.map((r) => r.latency.p50));
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  const failures = results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
  return `${label} | ${rps.toFixed(0)} | ${p50} | ${p99} | ${failures}`;
}

async function scenario(name: string, instances: Instance[]): Promise<boolean> {
  const cookie = await signedInCookie(instances[0]!, `bench-${Date.now()}@example.com`);
  const track = await load(instances, cookie, "track");
  const stats = await load(instances, cookie, "stats");
  console.log(`\n${name}`);
  console.log("route | requests/s | p50 ms | p99 ms | failed");
  console.log(row("POST /api/activities", track.results));
  console.log(row("GET /api/stats", stats.results));
  const final = (await (await fetch(`${instances[0]!.url}/api/stats`, { headers: { cookie } })).json()) as {
    images_compressed: number;
    total_savings_mb: number;
  };
  // What was tracked is what the server stored: requests still in flight when the load stopped
  // were stored too, though the load generator no longer counted their answers.
  const { total: stored } = (await (
    await fetch(`${instances[0]!.url}/api/activities?limit=1`, { headers: { cookie } })
  ).json()) as {
    total: number;
  };
  const expectedSavings = stored * (ORIGINAL_MB - COMPRESSED_MB);
  const consistent =
    final.images_compressed === stored &&
    stored >= track.created &&
    stored - track.created <= CONNECTIONS &&
    Math.abs(final.total_savings_mb - expectedSavings) < 1e-6 * Math.max(1, expectedSavings);
  console.log(
    consistent
      ? `consistency: ok (${stored} compressions stored, ${track.created} answered before the load stopped, stats count ${final.images_compressed} and ${final.total_savings_mb} MB saved)`
      : `consistency: MISMATCH: ${stored} stored (${expectedSavings} MB expected), ${track.created} answered 201, but stats say ${final.images_compressed} (${final.total_savings_mb} MB)`,
  );
  return consistent;
}

async function postgresSchema(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const base = process.env.DATABASE_URL?.startsWith("postgres")
    ? process.env.DATABASE_URL
    : "postgres://postgres@127.0.0.1:5432/test";
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const schema = `squish_bench_${Date.now().toString(36)}`;
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const separator = base.includes("?") ? "&" : "?";
  return {
    url: `${base}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    },
  };
}

let ok = true;
console.log(
  `Accounts API load: ${CONNECTIONS} connections for ${DURATION_S} s per route, autocannon in this process, servers in their own.`,
);
const sqlite = await startInstances(1, { DATABASE_URL: "" });
try {
  ok = (await scenario("One instance on SQLite", sqlite)) && ok;
} finally {
  await stopInstances(sqlite);
}

const postgres = await postgresSchema();
if (!postgres) {
  console.log("\nTwo instances on PostgreSQL: skipped, no PostgreSQL at 127.0.0.1:5432 (set DATABASE_URL).");
} else {
  const pair = await startInstances(2, {
    DATABASE_URL: postgres.url,
    AUTH_SECRET: "a shared benchmark secret that is long enough",
  });
  try {
    ok = (await scenario("Two instances on PostgreSQL (load split between them)", pair)) && ok;
  } finally {
    await stopInstances(pair);
    await postgres.drop();
  }
}
process.exit(ok ? 0 : 1);
