import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./database.ts";

let handle: DatabaseHandle | undefined;
let folder: string | undefined;

afterEach(async () => {
  await handle?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
  handle = folder = undefined;
});

async function pragma(name: string): Promise<unknown> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.raw(`pragma_${name}`)}`.execute(handle!.db);
  return Object.values(rows[0]!)[0];
}

describe("the SQLite file the server opens", () => {
  it("writes ahead to a log, syncs it at checkpoints, and checks foreign keys (record 0005)", async () => {
    folder = mkdtempSync(join(tmpdir(), "squish-db-"));
    handle = openDatabase({ kind: "sqlite", file: join(folder, "squish.db") });
    expect(await pragma("journal_mode")).toBe("wal");
    // 1 is NORMAL: FULL (2) would wait for the disk at every commit.
    expect(await pragma("synchronous")).toBe(1);
    expect(await pragma("foreign_keys")).toBe(1);
    expect(await pragma("busy_timeout")).toBe(5000);
  });
});
