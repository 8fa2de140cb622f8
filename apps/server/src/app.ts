/**
 * The whole HTTP application: security headers, request logs, the API under /api and the web app.
 * It is built from its parts so tests can run it in-process with `app.request`.
 */
import { POST_PICTURE_DIR, readPostPicture } from "./content/post-pictures.ts";
import { sendNewSignInNotice } from "./accounts/sign-in-notice.ts";
import { createHmac } from "node:crypto";
import { unsubscribeRoutes } from "./admin/unsubscribe-routes.ts";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { join } from "node:path";
import { createAuth, siteOrigins, type Auth, type PasswordHashing } from "./auth/auth.ts";
import { loadAuthSecret } from "./auth/auth-secret.ts";
import { authRoutes } from "./auth/auth-routes.ts";
import { accountRoutes } from "./accounts/account-routes.ts";
import { activityLogRoutes } from "./accounts/activity-log.ts";
import { monthlyStatsRoutes } from "./accounts/monthly-stats.ts";
import { myToolsRoutes } from "./my-tools/my-tools-routes.ts";
import { savedSettingsRoutes } from "./accounts/saved-settings-routes.ts";
import { chainPresetKind } from "@squish/shared/chain";
import { watermarkTemplateKind } from "@squish/shared/watermark-templates";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";
import { apiGuards } from "./http/api-guards.ts";
import { siteCompression } from "./http/compression.ts";
import { privateAnswers } from "./http/private-answers.ts";
import { inlineScriptHashes, securityHeaders } from "./http/security-headers.ts";
import { httpsOnlyHsts } from "./http/https-only-hsts.ts";
import { staticSite } from "./http/static-site.ts";
import type { Logger } from "./logger.ts";
import { outboxMailer, smtpMailer, type Mailer } from "./mail/mailer.ts";
import { cappedMailer } from "./mail/recipient-cap.ts";
import { healthRoutes } from "./routes/health.ts";
import { memoryEventBus, type EventBus } from "./events/event-bus.ts";
import { eventsRoute } from "./events/events-route.ts";
import { publicRoutes } from "./content/public-routes.ts";
import { adminRoutes } from "./admin/admin-routes.ts";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Defaults to SMTP when configured, else the outbox under the data folder. */
  mailer?: Mailer;
  /** Live-update fan-out; in memory unless the server starts a PostgreSQL one. */
  bus?: EventBus;
  /** Only in-process tests set it (auth.ts says why); the server hashes with better-auth's scrypt. */
  passwordHashing?: PasswordHashing;
  /** Aborted when the server begins to shut down: live streams end then, so pages reconnect at once. */
  stopping?: AbortSignal;
}

export interface Services extends AppDeps {
  auth: Auth;
  mailer: Mailer;
  bus: EventBus;
  /** Signs announcement emails' unsubscribe links (derived from the auth secret, never the secret itself). */
  unsubscribeKey: string;
}

export function createServices(deps: AppDeps): Services {
  const { config, logger } = deps;
  const transport =
    deps.mailer ??
    (config.mail.smtpUrl
      ? smtpMailer(config.mail.smtpUrl, config.mail.from, logger)
      : outboxMailer(join(config.dataDir, "outbox"), config.mail.from, logger));
  // At most a few account emails per recipient an hour, however many sources ask (issue 23).
  const mailer = cappedMailer(transport, deps.database, logger);
  const secret = loadAuthSecret(config.authSecret, config.dataDir);
  const auth = createAuth({ ...deps, mailer, secret });
  const unsubscribeKey = createHmac("sha256", secret).update("squish unsubscribe links").digest("hex");
  return { ...deps, mailer, auth, bus: deps.bus ?? memoryEventBus(), unsubscribeKey };
}

export function createApi(services: Services) {
  const { config, database, logger, auth, bus, stopping } = services;
  return new Hono()
    .use(apiGuards(siteOrigins(config.publicUrl)))
    .use(privateAnswers())
    .get("/auth-providers", (c) => c.json({ google: Boolean(config.google) }))
    .route(
      "/auth",
      authRoutes(auth, database, config.trustedProxies, (userId) =>
        sendNewSignInNotice(database.db, services.mailer, config.publicUrl, userId),
      ),
    )
    .route("/", accountRoutes(auth, database, bus, config))
    .route("/", monthlyStatsRoutes(auth, database))
    .route("/", activityLogRoutes(auth, database))
    .route("/my-tools", myToolsRoutes(auth, database))
    .route(`/${watermarkTemplateKind.path}`, savedSettingsRoutes(watermarkTemplateKind, auth, database))
    .route(`/${chainPresetKind.path}`, savedSettingsRoutes(chainPresetKind, auth, database))
    .route("/", eventsRoute(auth, database, bus, stopping))
    .route("/", publicRoutes(auth, database, config.trustedProxies))
    .route(
      "/admin",
      adminRoutes(auth, database, { mailer: services.mailer, origin: config.publicUrl, key: services.unsubscribeKey }),
    )
    .route("/health", healthRoutes(database, logger, auth, config.healthToken))
    .all("*", (c) => c.json({ error: "not_found", message: `No API route ${c.req.method} ${c.req.path}` }, 404));
}

export function createApp(deps: AppDeps | Services) {
  const services = "auth" in deps ? deps : createServices(deps);
  const app = new Hono();

  app.use(async (c, next) => {
    const t0 = performance.now();
    await next();
    deps.logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - t0) * 10) / 10,
      },
      "request",
    );
  });
  app.use(securityHeaders(inlineScriptHashes(deps.config.webRoot)));
  app.use(httpsOnlyHsts(deps.config));
  app.use(siteCompression);

  app.onError((error, c) => {
    // A request the framework itself refused (a body it could not read, say) is the client's
    // mistake: its own status and a sentence, and no stack trace in the log.
    if (error instanceof HTTPException && error.status < 500) {
      deps.logger.info({ path: c.req.path, status: error.status }, "request refused");
      return c.json(
        { error: "bad_request", message: "The request could not be read. Please check it and try again." },
        error.status,
      );
    }
    deps.logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.json({ error: "internal", message: "Something went wrong on our side. Please try again." }, 500);
  });

  app.route("/api", createApi(services));
  app.route("/unsubscribe", unsubscribeRoutes(services.database, services.unsubscribeKey));
  app.get(`${POST_PICTURE_DIR}/:file{[^/]+\\.jpg}`, async (c) => {
    const bytes = await readPostPicture(services.database.db, c.req.param("file").replace(/\.jpg$/, ""));
    if (!bytes) return c.json({ error: "not_found", message: "No such picture." }, 404);
    // Public, as link previews fetch it without a session; each new picture has a new address.
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "image/jpeg",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    });
  });
  // Admins read a draft at its own address; the page needs to know who asks.
  const isAdmin = async (headers: Headers) =>
    (await services.auth.currentUser(headers).catch(() => null))?.role === "admin";
  app.route("/", staticSite(deps.config.webRoot, deps.logger, deps.config.publicUrl, deps.database.db, isAdmin));
  return app;
}
