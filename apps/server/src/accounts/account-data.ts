/**
 * "Download my data" and "Delete account" (decision 7). Deleting needs the password, or for an
 * account without one (Google only) the email typed out; the user row goes and every row of
 * theirs goes with it (foreign keys cascade: sessions, sign-in accounts, profile, stats,
 * activities, recent files, watermark templates).
 */
import type { Kysely } from "kysely";
import type { Auth } from "../auth/auth.ts";
import type { Database } from "../db/schema.ts";
import { listActivities, listRecentFiles } from "./activities.ts";
import { getOrCreateProfile, settingsOf } from "./profiles.ts";
import type { SessionUser } from "./require-user.ts";
import { getOrCreateStats } from "./stats.ts";
import { listWatermarkTemplates } from "./watermark-templates.ts";

type Db = Kysely<Database>;

export async function exportAccount(db: Db, user: SessionUser) {
  const profile = await getOrCreateProfile(db, user);
  const { items: activities } = await listActivities(db, user.id, 1_000_000, 0);
  return {
    exportedAt: new Date().toISOString(),
    account: { id: user.id, email: user.email, name: user.name },
    profile,
    settings: settingsOf(profile),
    stats: await getOrCreateStats(db, user.id),
    activities,
    recentFiles: await listRecentFiles(db, user.id),
    watermarkTemplates: await listWatermarkTemplates(db, user.id),
  };
}

export async function deleteAccount(
  auth: Auth,
  db: Db,
  user: SessionUser,
  confirmation: { password?: string | undefined; email?: string | undefined },
): Promise<{ ok: true } | { ok: false; message: string }> {
  const credential = await db
    .selectFrom("account")
    .select("password")
    .where("userId", "=", user.id)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  if (credential?.password) {
    const context = await auth.$context;
    const valid =
      !!confirmation.password &&
      (await context.password.verify({ hash: credential.password, password: confirmation.password }));
    if (!valid) return { ok: false, message: "The password is not correct." };
  } else if (confirmation.email?.trim().toLowerCase() !== user.email.toLowerCase()) {
    return { ok: false, message: "Type your account's email address to confirm." };
  }
  await db.deleteFrom("user").where("id", "=", user.id).execute();
  return { ok: true };
}
