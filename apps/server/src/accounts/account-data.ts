/**
 * "Download my data" and "Delete account" (decision 7). Deleting needs the password, or for an
 * account without one (Google only) the email typed out; the user row goes and every row of
 * theirs goes with it (foreign keys cascade: sessions, sign-in accounts, profile, picture, stats,
 * activities, recent files, saved settings of every kind, pinned tools, live-update events,
 * known sign-in addresses), and so do the rows that name them by address (tool requests, contact
 * messages).
 */
import type { Kysely } from "kysely";
import type { Auth } from "../auth/auth.ts";
import type { AccountLockout } from "../auth/account-lockout.ts";
import type { Database } from "../db/schema.ts";
import { listActivities, listRecentFiles } from "./activities.ts";
import { getOrCreateProfile, settingsOf } from "./profiles.ts";
import type { SessionUser } from "./require-user.ts";
import { getOrCreateStats } from "./stats.ts";
import { listPinnedTools } from "../my-tools/pinned-tools.ts";
import { listSavedSettings } from "./saved-settings.ts";
import { chainPresetKind } from "@squish/shared/chain";
import { watermarkTemplateKind } from "@squish/shared/watermark-templates";
import { readAvatar } from "./avatars.ts";

type Db = Kysely<Database>;

/** The member's picture in the download, as a data address any browser opens. */
async function avatarExport(db: Db, userId: string): Promise<string | null> {
  const bytes = await readAvatar(db, userId);
  return bytes ? `data:image/webp;base64,${Buffer.from(bytes).toString("base64")}` : null;
}

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
    watermarkTemplates: await listSavedSettings(db, watermarkTemplateKind, user.id),
    pinnedTools: await listPinnedTools(db, user.id),
    chainPresets: await listSavedSettings(db, chainPresetKind, user.id),
    avatar: await avatarExport(db, user.id),
  };
}

export type DeleteResult = { ok: true } | { ok: false; message: string; retryAfterMs?: number };

export async function deleteAccount(
  auth: Auth,
  db: Db,
  lockout: AccountLockout,
  from: string,
  user: SessionUser,
  confirmation: { password?: string | undefined; email?: string | undefined },
): Promise<DeleteResult> {
  const credential = await db
    .selectFrom("account")
    .select("password")
    .where("userId", "=", user.id)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  if (credential?.password) {
    // The password check is throttled as sign-in is (0016): a stolen session must not become an
    // unlimited password oracle.
    const attempt = await lockout.begin(user.email, from);
    if (!attempt.allowed) return { ok: false, message: "", retryAfterMs: attempt.retryAfterMs };
    const context = await auth.$context;
    const valid =
      !!confirmation.password &&
      (await context.password.verify({ hash: credential.password, password: confirmation.password }));
    if (!valid) return { ok: false, message: "The password is not correct." };
  } else if (confirmation.email?.trim().toLowerCase() !== user.email.toLowerCase()) {
    return { ok: false, message: "Type your account's email address to confirm." };
  }
  await eraseUser(db, user);
  await lockout.clearAccount(user.email);
  return { ok: true };
}

/**
 * Everything tied to the person goes (decision 7, 0016). Their own rows cascade from the user row;
 * what they sent as a visitor or before signing in carries their address, not their id, and is
 * deleted by address; reset tokens name their id. The admin audit log keeps only ids.
 */
async function eraseUser(db: Db, user: SessionUser): Promise<void> {
  const email = user.email.trim().toLowerCase();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("tool_requests")
      .where((eb) => eb.or([eb("user_id", "=", user.id), eb(eb.fn("lower", ["email"]), "=", email)]))
      .execute();
    await trx
      .deleteFrom("contact_messages")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .execute();
    await trx.deleteFrom("verification").where("value", "=", user.id).execute();
    await trx.deleteFrom("request_counters").where("key", "=", `account-failures:${email}`).execute();
    await trx.deleteFrom("user").where("id", "=", user.id).execute();
  });
}
