/**
 * Two real server processes sharing one PostgreSQL database, as a production deployment runs:
 * both migrate at once without tripping over each other, a session made on one is good on the
 * other, and a live update written through one reaches a browser connected to the other
 * (LISTEN/NOTIFY carrying event ids). Needs PostgreSQL (CI has it); says so when it is absent.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteFetch } from "../apps/server/src/test-support/cookie-jar.ts";
import { postgresAvailable, postgresUrl } from "../apps/server/src/test-support/databases.ts";
import { sseReader } from "../apps/server/src/test-support/sse-reader.ts";
import { freePort, startServer, waitForListening } from "./support/server-process.ts";

interface Instance {
  url: string;
  dataDir: string;
  process: ChildProcess;
}

describe.runIf(postgresAvailable)("two server instances on one PostgreSQL database", () => {
  const schema = `squish_multi_${process.pid}_${Date.now().toString(36)}`;
  const instances: Instance[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: postgresUrl() });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    await admin.end();
    const separator = postgresUrl().includes("?") ? "&" : "?";
    const databaseUrl = `${postgresUrl()}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), `squish-multi-${i}-`));
      const child = startServer(dataDir, port, {
        DATABASE_URL: databaseUrl,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        AUTH_SECRET: "a shared secret for both test instances, long enough",
      });
      instances.push({ url: `http://127.0.0.1:${port}`, dataDir, process: child });
    }
    await Promise.all(instances.map((instance) => waitForListening(instance.process)));
  });

  afterAll(async () => {
    await Promise.all(
      instances.map((instance) => {
        const exited = new Promise((done) => instance.process.once("exit", done));
        instance.process.kill("SIGTERM");
        return exited;
      }),
    );
    for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: postgresUrl() });
    await admin.connect();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  });

  it("delivers an activity tracked through one instance to a live stream on the other", async () => {
    const [a, b] = instances as [Instance, Instance];
    const cookies = new Map<string, string>();
    const onA = siteFetch(a.url, cookies);
    const onB = siteFetch(b.url, cookies);
    const email = `multi-${Date.now()}@example.com`;

    expect(
      (await onA("POST", "/api/auth/sign-up/email", { email, password: "two instances", name: "Multi" })).status,
    ).toBe(200);
    const outbox = join(a.dataDir, "outbox");
    const mail = readFileSync(
      join(
        outbox,
        readdirSync(outbox).find((f) => f.includes(email))!,
      ),
      "utf8",
    );
    const link = new URL(mail.match(/<a href="([^"]+)"/)![1]!.replaceAll("&amp;", "&"));
    expect([200, 302]).toContain((await onA("GET", link.pathname + link.search)).status);
    expect((await onA("POST", "/api/auth/sign-in/email", { email, password: "two instances" })).status).toBe(200);

    // The session made on A is good on B, and B holds the live stream.
    const stream = sseReader(await onB("GET", "/api/events"));
    expect((await stream.next(5000))?.event).toBe("ready");

    const tracked = await onA("POST", "/api/activities", {
      id: "multi-instance-1",
      activityType: "compress",
      fileName: "across.jpg",
      description: "Compressed",
      originalSize: 3,
      compressedSize: 1,
    });
    expect(tracked.status).toBe(201);
    const activity = await stream.next(5000);
    expect(activity?.event).toBe("activity");
    expect(JSON.parse(activity!.data)).toMatchObject({ file_name: "across.jpg" });
    const stats = await stream.next(5000);
    expect(stats?.event).toBe("stats");
    expect(JSON.parse(stats!.data)).toMatchObject({ images_compressed: 1, total_savings_mb: 2 });
    await stream.cancel();
  });
});

describe("PostgreSQL for the multi-instance tests", () => {
  it.runIf(process.env.CI)("is present on CI", () => {
    expect(postgresAvailable).toBe(true);
  });
});
