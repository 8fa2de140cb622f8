/** The server's SQLite log is folded into the database by a worker thread (background-checkpoints.ts). */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { checkpointInBackground } from "./background-checkpoints.ts";
import { openDatabase } from "./database.ts";

const dir = mkdtempSync(join(tmpdir(), "squish-checkpoints-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

describe("background checkpoints", () => {
  it("fold the log into the database file while the server's connection only appends", async () => {
    const file = join(dir, "server.db");
    const problems: string[] = [];
    const database = openDatabase({ kind: "sqlite", file }, { backgroundCheckpoints: (p) => problems.push(p) });
    await sql`create table t (id integer primary key, body text)`.execute(database.db);
    const fileSize = () => statSync(file).size;
    const before = fileSize();
    // About 2 MB in many commits: the server's connection never checkpoints, so only the worker
    // can bring these pages into the database file.
    for (let i = 0; i < 500; i++) await sql`insert into t (body) values (${"x".repeat(4000)})`.execute(database.db);
    expect((await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(database.db)).rows).toEqual([
      { wal_autocheckpoint: 0 },
    ]);
    expect(await until(() => fileSize() > before + 1_900_000)).toBe(true);
    await database.close();
    expect(problems).toEqual([]);

    const reopened = new SQLite(file, { readonly: true });
    expect(reopened.prepare("select count(*) as n from t").get()).toEqual({ n: 500 });
    expect(reopened.pragma("integrity_check", { simple: true })).toBe("ok");
    reopened.close();
  });

  it("let a process that closes the database carry on after it (the worker is waited for)", () => {
    const script = [
      `import { openDatabase } from ${JSON.stringify(join(import.meta.dirname, "database.ts"))};`,
      `const database = openDatabase({ kind: "sqlite", file: ${JSON.stringify(join(dir, "closing.db"))} }, { backgroundCheckpoints: () => {} });`,
      "await database.close();",
      'console.log("after close");',
    ].join("\n");
    const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    expect(output.trim()).toBe("after close");
  });

  it("keep the log's file small under steady writes, and never make a transaction wait or fail", async () => {
    const file = join(dir, "steady.db");
    const sqlite = new SQLite(file);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.exec("create table t (id integer primary key, body text)");
    const problems: string[] = [];
    const checkpoints = checkpointInBackground(sqlite, file, (p) => problems.push(p), { restartAfterPages: 100 });
    const insert = sqlite.prepare("insert into t (body) values (?)");
    const count = sqlite.prepare("select count(*) as n from t");
    // Reads, then writes, as several of the server's transactions do: a checkpoint that took the
    // write lock would make such a transaction fail at once (SQLITE_BUSY) instead of waiting.
    const readThenWrite = sqlite.transaction(() => {
      count.get();
      insert.run("x".repeat(3500));
    });
    const logSize = () => statSync(`${file}-wal`).size;
    const fileSize = () => statSync(file).size;
    // Once the worker is at work (its first checkpoint has reached the database file) ...
    const before = fileSize();
    for (let i = 0; i < 20; i++) readThenWrite();
    expect(await until(() => fileSize() > before)).toBe(true);
    // ... 3,000 commits of a page each over a few seconds, as a busy server writes. Without the
    // server's connection finishing what the worker left, commits keep landing while a checkpoint
    // on another thread copies, the log is never wholly copied, and it only grows (to 37 MB here).
    let largest = 0;
    for (let i = 0; i < 3000; i++) {
      readThenWrite();
      if (i % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      largest = Math.max(largest, logSize());
    }
    await checkpoints.stop();
    expect(problems).toEqual([]);
    expect(largest).toBeLessThan(6_000_000);
    expect(count.get()).toEqual({ n: 3020 });
    sqlite.close();
  });

  it("hand checkpoints back to SQLite's own when the worker cannot work, and say so once", async () => {
    const sqlite = new SQLite(join(dir, "fallback.db"));
    sqlite.pragma("journal_mode = WAL");
    const problems: string[] = [];
    // The worker opens a file that cannot exist, fails and exits.
    const checkpoints = checkpointInBackground(sqlite, join(dir, "no-such-folder", "x.db"), (p) => problems.push(p));
    expect(await until(() => problems.length > 0)).toBe(true);
    expect(problems[0]).toMatch(/^Background checkpoints stopped/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(problems).toHaveLength(1);
    expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
    await checkpoints.stop();
    sqlite.close();
  });
});
