import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * The tables better-auth reads and writes, with its default names: users (with the admin plugin's
 * role and ban fields), sessions, linked sign-in accounts (password hashes, Google), one-time
 * verification tokens, and rate-limit counters kept in the database so that limits hold across
 * several server instances. A test compares these with better-auth's own schema, so they cannot
 * drift apart silently.
 */
export const authTables: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    await db.schema
      .createTable("user")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("emailVerified", t.boolean, (c) => c.notNull())
      .addColumn("image", "text")
      .addColumn("createdAt", t.timestamp, (c) => c.notNull())
      .addColumn("updatedAt", t.timestamp, (c) => c.notNull())
      .addColumn("role", "text")
      .addColumn("banned", t.boolean)
      .addColumn("banReason", "text")
      .addColumn("banExpires", t.timestamp)
      .execute();
    await db.schema
      .createTable("session")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("expiresAt", t.timestamp, (c) => c.notNull())
      .addColumn("token", "text", (c) => c.notNull().unique())
      .addColumn("createdAt", t.timestamp, (c) => c.notNull())
      .addColumn("updatedAt", t.timestamp, (c) => c.notNull())
      .addColumn("ipAddress", "text")
      .addColumn("userAgent", "text")
      .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("impersonatedBy", "text")
      .execute();
    await db.schema.createIndex("session_user_id").on("session").column("userId").execute();
    await db.schema
      .createTable("account")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("accountId", "text", (c) => c.notNull())
      .addColumn("providerId", "text", (c) => c.notNull())
      .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("accessToken", "text")
      .addColumn("refreshToken", "text")
      .addColumn("idToken", "text")
      .addColumn("accessTokenExpiresAt", t.timestamp)
      .addColumn("refreshTokenExpiresAt", t.timestamp)
      .addColumn("scope", "text")
      .addColumn("password", "text")
      .addColumn("createdAt", t.timestamp, (c) => c.notNull())
      .addColumn("updatedAt", t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("account_user_id").on("account").column("userId").execute();
    await db.schema
      .createTable("verification")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("identifier", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("expiresAt", t.timestamp, (c) => c.notNull())
      .addColumn("createdAt", t.timestamp, (c) => c.notNull())
      .addColumn("updatedAt", t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("verification_identifier").on("verification").column("identifier").execute();
    await db.schema
      .createTable("rateLimit")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("key", "text", (c) => c.notNull().unique())
      .addColumn("count", "integer", (c) => c.notNull())
      .addColumn("lastRequest", t.bigint, (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ["rateLimit", "verification", "account", "session", "user"]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
