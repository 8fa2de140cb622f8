/**
 * Runs the schema migrations at start-up. The list is in code (not read from a folder) so the
 * bundled server carries it, and names sort in the order they must run. On PostgreSQL, Kysely
 * takes an advisory lock, so several instances starting together migrate once.
 */
import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationResultSet } from "kysely";
import { appMeta } from "./migrations/0001-app-meta.ts";
import { authTables } from "./migrations/0002-auth.ts";
import { accountData } from "./migrations/0003-account-data.ts";
import { userEvents } from "./migrations/0004-user-events.ts";
import { siteContent } from "./migrations/0005-site-content.ts";
import { countersAndPrecision } from "./migrations/0006-counters-and-precision.ts";
import { watermarkTemplates } from "./migrations/0007-watermark-templates.ts";
import { accountsHardening } from "./migrations/0008-accounts-hardening.ts";
import { pinnedTools } from "./migrations/0009-pinned-tools.ts";
import { chainPresets } from "./migrations/0010-chain-presets.ts";
import { adminInboxAndPostTags } from "./migrations/0011-admin-inbox-and-post-tags.ts";
import { mailCountersAndSearchNames } from "./migrations/0012-mail-counters-and-search-names.ts";
import { qualityLeftToTools } from "./migrations/0013-quality-left-to-tools.ts";
import { avatars } from "./migrations/0014-avatars.ts";
import { savedSettings } from "./migrations/0015-saved-settings.ts";
import { postPictures } from "./migrations/0016-post-pictures.ts";
import type { Database } from "./schema.ts";

export const MIGRATIONS: Record<string, Migration> = {
  "0001-app-meta": appMeta,
  "0002-auth": authTables,
  "0003-account-data": accountData,
  "0004-user-events": userEvents,
  "0005-site-content": siteContent,
  "0006-counters-and-precision": countersAndPrecision,
  "0007-watermark-templates": watermarkTemplates,
  "0008-accounts-hardening": accountsHardening,
  "0009-pinned-tools": pinnedTools,
  "0010-chain-presets": chainPresets,
  "0011-admin-inbox-and-post-tags": adminInboxAndPostTags,
  "0012-mail-counters-and-search-names": mailCountersAndSearchNames,
  "0013-quality-left-to-tools": qualityLeftToTools,
  "0014-avatars": avatars,
  "0015-saved-settings": savedSettings,
  "0016-post-pictures": postPictures,
};

/**
 * On PostgreSQL the migrator is told our schema: without it, Kysely looks for its bookkeeping
 * tables in every schema of the database, so another schema holding them (another installation,
 * another app using Kysely) would make it skip creating ours and fail.
 */
export async function migrator(db: Kysely<Database>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const schema = postgres
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  return new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

export class MigrationError extends Error {
  override name = "MigrationError";
}

export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  const result = await (await migrator(db)).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new MigrationError(`Migration ${failed} failed: ${String(result.error)}`, {
      cause: result.error,
    });
  }
  return result;
}

/** How many of the known migrations this database has applied. */
export async function appliedMigrationCount(db: Kysely<Database>): Promise<number> {
  const list = await (await migrator(db)).getMigrations();
  return list.filter((m) => m.executedAt !== undefined).length;
}
