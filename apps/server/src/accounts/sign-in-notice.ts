/**
 * The one optional account email (Settings, Notifications: "Email notifications"): a note when an
 * account is signed in to from a device or network it has not used lately. The other account
 * emails (confirm your address, reset your password, someone tried to sign up as you) answer
 * something the person or the security of the account needs, and are always sent.
 */
import { SETTINGS_DEFAULTS } from "@squish/shared/account/settings";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { newSignInMessage } from "../mail/messages.ts";
import { toBool } from "./rows.ts";

export async function sendNewSignInNotice(
  db: Kysely<Database>,
  mailer: Mailer,
  origin: string,
  userId: string,
  when = new Date(),
): Promise<boolean> {
  const user = await db
    .selectFrom("user")
    .leftJoin("profiles", "profiles.id", "user.id")
    .select(["user.email", "user.name", "user.emailVerified", "profiles.email_notifications"])
    .where("user.id", "=", userId)
    .executeTakeFirst();
  if (!user || !toBool(user.emailVerified)) return false;
  const wanted =
    user.email_notifications === null ? SETTINGS_DEFAULTS.emailNotifications : toBool(user.email_notifications);
  if (!wanted) return false;
  await mailer.send(newSignInMessage(user.email, user.name || undefined, when, `${origin}/profile`));
  return true;
}
