import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Accounts hardening (decision 0016):
 * - `sign_in_throttle`: failed password checks per account and per account and address, with the
 *   time the next try is allowed; keyed by text so the counting survives without a user row.
 * - `sign_in_addresses`: the addresses (IPv6 by /64) a user has signed in from, so the owner is
 *   not kept out by a throttle that strangers set off from elsewhere. Goes with the user.
 * - `admin_audit_log`: who did what to whom in the admin area, and when. Ids only, no emails, so
 *   deleting an account leaves nothing personal behind in it.
 * - `user_events.seq`: live-update numbers per user, so one user's numbers say nothing about
 *   anyone else's activity. Existing rows keep their old number, which already rises per user.
 */
export const accountsHardening: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    await db.schema
      .createTable("sign_in_throttle")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("failures", "integer", (c) => c.notNull())
      .addColumn("last_failure", t.bigint, (c) => c.notNull())
      .addColumn("blocked_until", t.bigint, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("sign_in_addresses")
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("address_key", "text", (c) => c.notNull())
      .addColumn("last_seen", t.bigint, (c) => c.notNull())
      .addPrimaryKeyConstraint("sign_in_addresses_pk", ["user_id", "address_key"])
      .execute();
    await db.schema
      .createTable("admin_audit_log")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("actor_id", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("target_type", "text", (c) => c.notNull())
      .addColumn("target_id", "text", (c) => c.notNull())
      .addColumn("details", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("admin_audit_log_created").on("admin_audit_log").column("created_at").execute();
    await db.schema.alterTable("user_events").addColumn("seq", t.bigint).execute();
    await sql`update user_events set seq = id`.execute(db);
    await db.schema
      .createIndex("user_events_user_seq")
      .on("user_events")
      .columns(["user_id", "seq"])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("user_events_user_seq").execute();
    await db.schema.alterTable("user_events").dropColumn("seq").execute();
    for (const table of ["admin_audit_log", "sign_in_addresses", "sign_in_throttle"]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
