/**
 * Profiles: one per user, created with the spec's defaults the first time anything needs it. The
 * name comes from the sign-up name, else the part of the email before the at sign.
 */
import type { Profile, ProfileUpdate } from "@squish/shared/account/profile";
import {
  SETTINGS_DEFAULTS,
  type DefaultFormat,
  type Settings,
  type ThemePreference,
} from "@squish/shared/account/settings";
import type { Kysely, Selectable, Updateable } from "kysely";
import type { Database, ProfileTable } from "../db/schema.ts";
import type { SessionUser } from "./require-user.ts";
import { avatarUrl } from "./avatars.ts";
import { nowIso, toBool } from "./rows.ts";

type Db = Kysely<Database>;

function toProfile(
  row: Selectable<ProfileTable> & { avatar_updated_at: string | null },
  user: { email: string; role?: string | null },
): Profile {
  return {
    id: row.id,
    email: user.email,
    full_name: row.full_name,
    username: row.username,
    // The member's picture on our origin (the old outside-address column is not read: 0014).
    avatar_url: row.avatar_updated_at ? avatarUrl(row.avatar_updated_at) : null,
    email_notifications: toBool(row.email_notifications),
    compression_alerts: toBool(row.compression_alerts),
    product_updates: toBool(row.product_updates),
    marketing_communications: toBool(row.marketing_communications),
    default_quality: row.default_quality === null ? null : Number(row.default_quality),
    auto_download: toBool(row.auto_download),
    theme_preference: row.theme_preference as ThemePreference,
    default_format: row.default_format as DefaultFormat,
    role: user.role === "admin" ? "admin" : "user",
    plan: row.plan,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The profile with when its picture last changed, in one query: every page of a member reads it. */
function selectProfile(db: Db, userId: string) {
  return db
    .selectFrom("profiles")
    .leftJoin("avatars", "avatars.user_id", "profiles.id")
    .selectAll("profiles")
    .select("avatars.updated_at as avatar_updated_at")
    .where("profiles.id", "=", userId);
}

export async function getOrCreateProfile(db: Db, user: SessionUser): Promise<Profile> {
  const existing = await selectProfile(db, user.id).executeTakeFirst();
  if (existing) return toProfile(existing, user);
  const emailPrefix = user.email.split("@")[0] || "User";
  const name = user.name?.trim() || emailPrefix;
  const now = nowIso();
  await db
    .insertInto("profiles")
    .values({
      id: user.id,
      full_name: name,
      username: emailPrefix,
      avatar_url: null,
      email_notifications: SETTINGS_DEFAULTS.emailNotifications,
      compression_alerts: SETTINGS_DEFAULTS.compressionAlerts,
      product_updates: SETTINGS_DEFAULTS.productUpdates,
      marketing_communications: SETTINGS_DEFAULTS.marketingCommunications,
      default_quality: SETTINGS_DEFAULTS.defaultQuality,
      auto_download: SETTINGS_DEFAULTS.autoDownload,
      theme_preference: SETTINGS_DEFAULTS.themePreference,
      default_format: SETTINGS_DEFAULTS.defaultFormat,
      created_at: now,
      updated_at: now,
    })
    // Two first requests at once both try to create it; the second simply reads it.
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  return toProfile(await selectProfile(db, user.id).executeTakeFirstOrThrow(), user);
}

/** The update without null or absent values; `null` when nothing is left to change. */
export function changesIn(update: ProfileUpdate): Partial<Record<keyof ProfileUpdate, unknown>> | null {
  const changes = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== null && v !== undefined));
  return Object.keys(changes).length ? changes : null;
}

export async function updateProfile(
  db: Db,
  user: SessionUser,
  changes: Partial<Record<keyof ProfileUpdate, unknown>>,
): Promise<Profile> {
  await getOrCreateProfile(db, user);
  await db
    .updateTable("profiles")
    .set({ ...(changes as Updateable<ProfileTable>), updated_at: nowIso() })
    .where("id", "=", user.id)
    .execute();
  return getOrCreateProfile(db, user);
}

/** The settings form's camelCase view of a profile. */
export function settingsOf(profile: Profile): Settings {
  return {
    defaultQuality: profile.default_quality,
    autoDownload: profile.auto_download,
    themePreference: profile.theme_preference,
    defaultFormat: profile.default_format,
    emailNotifications: profile.email_notifications,
    compressionAlerts: profile.compression_alerts,
    productUpdates: profile.product_updates,
    marketingCommunications: profile.marketing_communications,
  };
}
