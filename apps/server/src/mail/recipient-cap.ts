/**
 * A cap on account emails per recipient (issue 23, item 4; decision 0036). Sign-up notices,
 * confirmation and reset links can be asked for by anyone who types an address, and the
 * per-address rate limits only slow one source down: many sources could still fill a stranger's
 * inbox. So each recipient gets at most MAIL_CAP.max emails of each kind per hour, counted in the
 * database so the cap holds across server instances. Over the cap the email is quietly not sent:
 * the HTTP answer stays the same, so the cap reveals nothing about which addresses have accounts.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { DatabaseHandle } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import type { Email, Mailer } from "./mailer.ts";

/** Per recipient and kind: a person can still ask for a new link twice after the first. */
export const MAIL_CAP = { windowMs: 60 * 60 * 1000, max: 3 };

/**
 * The counter's key: the kind and a hash of the address, so the table holds no addresses. Case
 * is folded, as the accounts compare addresses.
 */
export function mailCounterKey(email: Pick<Email, "to" | "kind">): string {
  const recipient = createHash("sha256").update(email.to.trim().toLowerCase()).digest("base64url");
  return `${email.kind ?? "other"}:${recipient}`;
}

/** Counts one more email under `key` and returns the count in the current window. */
async function countEmail({ db }: DatabaseHandle, key: string, now: number): Promise<number> {
  const expired = sql<boolean>`${sql.ref("mail_counters.window_start")} <= ${now - MAIL_CAP.windowMs}`;
  const row = await db
    .insertInto("mail_counters")
    .values({ key, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql`case when ${expired} then 1 else ${sql.ref("mail_counters.count")} + 1 end`,
        window_start: sql`case when ${expired} then ${now} else ${sql.ref("mail_counters.window_start")} end`,
      }),
    )
    // The count this very update left, so two instances sending at once cannot both slip under.
    .returning("count")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** `mailer`, sending at most MAIL_CAP.max emails of a kind to one recipient per window. */
export function cappedMailer(mailer: Mailer, database: DatabaseHandle, logger: Logger): Mailer {
  return {
    async send(email) {
      const count = await countEmail(database, mailCounterKey(email), Date.now());
      if (count > MAIL_CAP.max) {
        logger.info({ kind: email.kind, count }, "email not sent: this recipient had enough of them this hour");
        return;
      }
      await mailer.send(email);
    },
    describe: () => mailer.describe(),
    close: () => mailer.close(),
  };
}

/** Counters of windows that have ended, for the hourly pruning. */
export async function pruneMailCounters({ db }: Pick<DatabaseHandle, "db">, now = Date.now()): Promise<void> {
  await db
    .deleteFrom("mail_counters")
    .where("window_start", "<=", now - MAIL_CAP.windowMs)
    .execute();
}
