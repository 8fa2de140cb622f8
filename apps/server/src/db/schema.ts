/**
 * The database as Kysely sees it. Each migration that adds a table adds its interface here.
 * Booleans arrive as 0/1 from SQLite and true/false from PostgreSQL, so readers normalise them
 * (repositories do, at the edge); our own times are ISO text on both.
 */
import type { Generated } from "kysely";

type Bool = boolean | number;
type Timestamp = Date | string;

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  role: string | null;
  banned: Bool | null;
  banReason: string | null;
  banExpires: Timestamp | null;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface RateLimitTable {
  id: string;
  key: string;
  count: number;
  lastRequest: number;
}

export interface ProfileTable {
  id: string;
  full_name: string | null;
  username: string | null;
  avatar_url: string | null;
  email_notifications: Bool;
  compression_alerts: Bool;
  product_updates: Bool;
  marketing_communications: Bool;
  /** Null until the member chooses one: each tool starts at its own default. */
  default_quality: number | null;
  auto_download: Bool;
  theme_preference: string;
  default_format: string;
  plan: Generated<string>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface UserStatsTable {
  user_id: string;
  images_compressed: Generated<number>;
  total_original_mb: Generated<number>;
  total_savings_mb: Generated<number>;
  avg_compression_percentage: Generated<number>;
  performance_gain: Generated<number>;
  updated_at: Generated<string>;
}

export interface UserActivityTable {
  id: string;
  user_id: string;
  client_id: string;
  activity_type: string;
  file_name: string;
  /** The file name as the search compares it (accounts/fold-text.ts). */
  file_name_folded: string;
  description: string;
  original_size_mb: number | null;
  compressed_size_mb: number | null;
  compression_percentage: number | null;
  created_at: string;
}

export interface RecentFileTable {
  id: string;
  user_id: string;
  file_name: string;
  original_size_mb: number;
  compressed_size_mb: number;
  savings_percentage: number;
  created_at: string;
}

export interface UserEventTable {
  id: Generated<number>;
  /** The event's number among this user's events (migration 0008); what clients see. */
  seq: number | null;
  user_id: string;
  type: string;
  ref_id: string | null;
  created_at: string;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  /** When an admin marked it handled (migration 0011); null while open. */
  handled_at: string | null;
}

export interface ToolRequestTable {
  id: string;
  tool_name: string;
  description: string;
  email: string | null;
  user_id: string | null;
  created_at: string;
  /** When an admin marked it handled (migration 0011); null while open. */
  handled_at: string | null;
}

export interface BlogPostTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  body_markdown: string;
  /** The post's tags as a JSON array of strings (migration 0011). */
  tags: Generated<string>;
  published: Bool;
  author_id: string | null;
  created_at: string;
  updated_at: string;
}

/** Account emails per recipient and kind in the current hour (mail/recipient-cap.ts). */
export interface MailCounterTable {
  key: string;
  count: number;
  window_start: number;
}

export interface RequestCounterTable {
  key: string;
  count: number;
  window_start: number;
}

export interface SignInThrottleTable {
  key: string;
  failures: number;
  last_failure: number;
  blocked_until: number;
}

export interface SignInAddressTable {
  user_id: string;
  address_key: string;
  last_seen: number;
}

export interface AdminAuditLogTable {
  id: string;
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string;
  /** What changed, as JSON text. */
  details: string;
  created_at: string;
}

/** A tool a person pinned on /my-tools (migration 0009). */
export interface PinnedToolTable {
  user_id: string;
  tool_id: string;
  position: number;
  created_at: string;
}

/**
 * Named settings a person saved, of any kind: chain presets, watermark templates (migration 0015,
 * which took over the tables of 0007 and 0010; @squish/shared/saved-settings).
 */
export interface SavedSettingsTable {
  id: string;
  user_id: string;
  /** The kind's `kind` in @squish/shared, such as "chain-preset". */
  kind: string;
  name: string;
  /** The name folded for comparison (savedSettingsNameKey); unique per user and kind. */
  name_key: string;
  /** The settings as JSON text (a chain's steps, a template's settings). */
  settings: string;
  created_at: string;
  updated_at: string;
}

/** A member's picture: a small still WebP made on their device (0014). */
export interface AvatarTable {
  user_id: string;
  bytes: Uint8Array;
  updated_at: string;
}

/** A post's link-preview picture: a 1200 x 630 JPEG (0015). */
export interface BlogPostPictureTable {
  post_id: string;
  bytes: Uint8Array;
  updated_at: string;
}

export interface Database {
  app_meta: AppMetaTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rateLimit: RateLimitTable;
  profiles: ProfileTable;
  user_stats: UserStatsTable;
  user_activities: UserActivityTable;
  recent_files: RecentFileTable;
  user_events: UserEventTable;
  contact_messages: ContactMessageTable;
  tool_requests: ToolRequestTable;
  blog_posts: BlogPostTable;
  request_counters: RequestCounterTable;
  mail_counters: MailCounterTable;
  sign_in_throttle: SignInThrottleTable;
  sign_in_addresses: SignInAddressTable;
  admin_audit_log: AdminAuditLogTable;
  pinned_tools: PinnedToolTable;
  saved_settings: SavedSettingsTable;
  avatars: AvatarTable;
  blog_post_pictures: BlogPostPictureTable;
}
