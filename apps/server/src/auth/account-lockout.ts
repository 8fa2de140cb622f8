/**
 * Throttling of password guesses for one account (decision 0016), on top of better-auth's limit
 * per client address. Two counters per account:
 * - per account and address: after 5 failures from one address, that address waits 1 minute,
 *   then 2, 4, ... up to an hour, doubling with each further failure;
 * - per account, across addresses: after 10 failures, 1 minute, doubling up to 15 minutes. An
 *   address the owner has signed in from before is exempt from this one, so strangers spread over
 *   many addresses cannot keep the owner out; a completed password reset clears both.
 * A try is counted as a failure *before* the password is checked, in a transaction that locks
 * the counter rows, so guesses sent in the same instant cannot slip past the count; a success
 * clears it and an answer that never checked the password gives the try back.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { DatabaseHandle } from "../db/database.ts";
import type { Database } from "../db/schema.ts";

interface Rule {
  free: number;
  baseMs: number;
  capMs: number;
}

const MINUTE = 60 * 1000;
export const ACCOUNT_RULE: Rule = { free: 10, baseMs: MINUTE, capMs: 15 * MINUTE };
export const ADDRESS_RULE: Rule = { free: 5, baseMs: MINUTE, capMs: 60 * MINUTE };
/** Failures are forgotten a day after the last one. */
export const FORGET_AFTER_MS = 24 * 60 * MINUTE;
/** An address the owner signed in from within this time is theirs. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * MINUTE;
/** Kept for the tests that count to the account-wide limit. */
export const LOCKOUT_MAX_FAILURES = ACCOUNT_RULE.free;

/** How long to wait after `failures` failures: nothing within the free tries, then doubling. */
export function delayAfter(failures: number, rule: Rule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.baseMs * 2 ** Math.min(failures - rule.free, 20), rule.capMs);
}

export function lockoutMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE));
  return `Too many failed sign-in attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or reset your password.`;
}

const normalise = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `account:${normalise(email)}`;
const addressKeyFor = (email: string, address: string) => `account-address:${normalise(email)}:${address}`;

type Db = Kysely<Database>;
export type Attempt = { allowed: true } | { allowed: false; retryAfterMs: number };

async function lockedRows(trx: Db, keys: string[], now: number) {
  // A row can vanish between our insert and our lock (a concurrent give-back deletes rows that
  // hold no failure), so insert and lock again until every row is there and ours.
  for (let round = 0; ; round++) {
    for (const key of keys) {
      await trx
        .insertInto("sign_in_throttle")
        .values({ key, failures: 0, last_failure: now, blocked_until: 0 })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
    }
    let query = trx.selectFrom("sign_in_throttle").selectAll().where("key", "in", keys).orderBy("key");
    // SQLite runs one write transaction at a time; PostgreSQL needs the rows locked.
    if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
    const rows = await query.execute();
    if (rows.length < keys.length && round < 5) continue;
    return keys.map((key) => {
      const row = rows.find((r) => r.key === key);
      if (!row) throw new Error(`sign-in throttle row ${key} keeps disappearing`);
      const stale = now - Number(row.last_failure) > FORGET_AFTER_MS;
      return { key, failures: stale ? 0 : Number(row.failures), blockedUntil: stale ? 0 : Number(row.blocked_until) };
    });
  }
}

/** Rows that hold no failure say nothing: a refused or unchecked try leaves none behind. */
async function dropEmptyRows(db: Db, keys: string[]) {
  await db.deleteFrom("sign_in_throttle").where("key", "in", keys).where("failures", "<=", 0).execute();
}

export function accountLockout({ db }: DatabaseHandle) {
  async function isKnownAddress(email: string, address: string, now: number): Promise<boolean> {
    const row = await db
      .selectFrom("sign_in_addresses")
      .innerJoin("user", "user.id", "sign_in_addresses.user_id")
      .select("sign_in_addresses.user_id")
      .where("user.email", "=", normalise(email))
      .where("sign_in_addresses.address_key", "=", address)
      .where("sign_in_addresses.last_seen", ">", now - KNOWN_ADDRESS_MS)
      .executeTakeFirst();
    return row !== undefined;
  }

  return {
    /**
     * Counts a try as a failure before the password is checked; refused while either counter
     * asks to wait (the account-wide one not for the owner's own addresses).
     */
    async begin(email: string, address: string, now = Date.now()): Promise<Attempt> {
      const known = await isKnownAddress(email, address, now);
      return db.transaction().execute(async (trx) => {
        const [account, perAddress] = await lockedRows(trx, [accountKey(email), addressKeyFor(email, address)], now);
        const waits = [perAddress!.blockedUntil, known ? 0 : account!.blockedUntil].map((until) => until - now);
        const wait = Math.max(...waits);
        if (wait > 0) {
          await dropEmptyRows(trx, [account!.key, perAddress!.key]);
          return { allowed: false, retryAfterMs: wait };
        }
        for (const [row, rule] of [
          [account!, ACCOUNT_RULE],
          [perAddress!, ADDRESS_RULE],
        ] as const) {
          const failures = row.failures + 1;
          await trx
            .updateTable("sign_in_throttle")
            .set({ failures, last_failure: now, blocked_until: now + delayAfter(failures, rule) })
            .where("key", "=", row.key)
            .execute();
        }
        return { allowed: true };
      });
    },

    /**
     * The try never reached the password check (bad request, a refusal better-auth decides
     * before it): give it back, and leave no row for a try that was the first.
     */
    async giveBack(email: string, address: string): Promise<void> {
      const keys = [accountKey(email), addressKeyFor(email, address)];
      for (const [key, rule] of [
        [keys[0]!, ACCOUNT_RULE],
        [keys[1]!, ADDRESS_RULE],
      ] as const) {
        const failures = sql<number>`case when failures > 0 then failures - 1 else 0 end`;
        await db
          .updateTable("sign_in_throttle")
          .set({
            failures,
            blocked_until: sql`case when failures - 1 >= ${rule.free} then blocked_until else 0 end`,
          })
          .where("key", "=", key)
          .execute();
      }
      await dropEmptyRows(db, keys);
    },

    /**
     * The right password: this address's and the account-wide count start again, and the address is
     * the owner's. Says whether the address is new to an account that has signed in before (the
     * "new sign-in" email's cue).
     */
    async succeeded(
      email: string,
      address: string,
      userId: string | undefined,
      now = Date.now(),
    ): Promise<{ newAddress: boolean }> {
      await db
        .deleteFrom("sign_in_throttle")
        .where("key", "in", [accountKey(email), addressKeyFor(email, address)])
        .execute();
      if (!userId) return { newAddress: false };
      const seen = await db
        .selectFrom("sign_in_addresses")
        .select(["address_key", "last_seen"])
        .where("user_id", "=", userId)
        .execute();
      const known = seen.some((row) => row.address_key === address && Number(row.last_seen) > now - KNOWN_ADDRESS_MS);
      await db
        .insertInto("sign_in_addresses")
        .values({ user_id: userId, address_key: address, last_seen: now })
        .onConflict((oc) => oc.columns(["user_id", "address_key"]).doUpdateSet({ last_seen: now }))
        .execute();
      return { newAddress: seen.length > 0 && !known };
    },

    /** A completed password reset: every counter for the account goes. */
    async clearAccount(email: string): Promise<void> {
      const prefix = addressKeyFor(email, "").replace(/[\\%_]/g, (ch) => `\\${ch}`);
      await db
        .deleteFrom("sign_in_throttle")
        .where((eb) =>
          eb.or([
            eb("key", "=", accountKey(email)),
            eb(sql`${sql.ref("key")}`, "like", sql`${`${prefix}%`} escape '\\'`),
          ]),
        )
        .execute();
    },
  };
}

export type AccountLockout = ReturnType<typeof accountLockout>;
