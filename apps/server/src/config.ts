/**
 * The server's settings, read once from the environment at start-up. A wrong value stops the
 * server with a message naming the variable, what was wrong and what it got, instead of a
 * confusing failure later.
 */
import { resolve } from "node:path";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "must be a whole number between 0 and 65535" })
    .int("must be a whole number between 0 and 65535")
    .min(0, "must be a whole number between 0 and 65535")
    .max(65535, "must be a whole number between 0 and 65535")
    .default(3000),
  HOST: z.string().min(1, "must not be empty").default("127.0.0.1"),
  DATA_DIR: z.string().min(1, "must not be empty").default("data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// URL (leave it unset for SQLite)")
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  PUBLIC_URL: z.url({ error: "must be the site's address, such as https://squish.example" }).optional(),
  WEB_ROOT: z.string().min(1).optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters (for example: openssl rand -base64 32)").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL (leave it unset to write emails to the outbox)")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Squish <no-reply@squish.local>"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z
    .url({ error: "must be the OpenID Connect discovery URL" })
    .default("https://accounts.google.com/.well-known/openid-configuration"),
  TRUSTED_PROXIES: z.string().optional(),
  TRACKING_LIMIT_PER_MINUTE: z.coerce.number().int().min(1, "must be a whole number of at least 1").default(200),
  TRACKING_LIMIT_PER_DAY: z.coerce.number().int().min(1, "must be a whole number of at least 1").default(5000),
  HEALTH_TOKEN: z.string().min(16, "must be at least 16 characters (for example: openssl rand -hex 16)").optional(),
});

export interface Config {
  nodeEnv: "production" | "development" | "test";
  port: number;
  host: string;
  /** Absolute folder for the SQLite file and, later, the email outbox. */
  dataDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  logLevel: (typeof LOG_LEVELS)[number];
  /** The address people use to reach the site; used for links in emails and Origin checks. */
  publicUrl: string;
  /** Folder of the built web app. */
  webRoot: string;
  /** Signs sessions and tokens; read from a file under the data folder when not set. */
  authSecret?: string;
  /** Where emails go: an SMTP server, or the outbox folder under the data folder. */
  mail: { from: string; smtpUrl?: string };
  /** Google sign-in through OpenID Connect, when both the client id and secret are set. */
  google?: { clientId: string; clientSecret: string; discoveryUrl: string };
  /**
   * Addresses of reverse proxies whose X-Forwarded-For we believe. Empty: the client address is
   * the socket's, so a client cannot dodge rate limits by sending its own header.
   */
  trustedProxies: string[];
  /** Activities one user may record per minute and per day (decision 0016); load tests raise them. */
  trackingLimits: { perMinute: number; perDay: number };
  /** Lets a monitor read the health details with `Authorization: Bearer <token>` (admins may too). */
  healthToken?: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Empty strings mean "not set", as they do in most shells and .env files. */
function withoutEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
}

export function loadConfig(
  env: Record<string, string | undefined>,
  defaults: { cwd: string; webRoot: string },
): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const got = env[name];
      return `  ${name} ${issue.message}${got === undefined ? "" : ` (got ${JSON.stringify(got)})`}`;
    });
    throw new ConfigError(`Squish cannot start: invalid configuration.\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = resolve(defaults.cwd, e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "sqlite", file: resolve(dataDir, "squish.db") },
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    webRoot: e.WEB_ROOT ? resolve(defaults.cwd, e.WEB_ROOT) : defaults.webRoot,
    ...(e.AUTH_SECRET ? { authSecret: e.AUTH_SECRET } : {}),
    mail: { from: e.MAIL_FROM, ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}) },
    ...(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? {
          google: {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            discoveryUrl: e.GOOGLE_DISCOVERY_URL,
          },
        }
      : {}),
    trackingLimits: { perMinute: e.TRACKING_LIMIT_PER_MINUTE, perDay: e.TRACKING_LIMIT_PER_DAY },
    ...(e.HEALTH_TOKEN ? { healthToken: e.HEALTH_TOKEN } : {}),
    trustedProxies: (e.TRUSTED_PROXIES ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
