/**
 * The whole HTTP application: security headers, request logs, the API under /api and the web app.
 * It is built from its parts so tests can run it in-process with `app.request`.
 */
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { DatabaseHandle } from "./db/database.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { staticSite } from "./http/static-site.ts";
import type { Logger } from "./logger.ts";
import { healthRoutes } from "./routes/health.ts";

export interface AppDeps {
  database: DatabaseHandle;
  logger: Logger;
  webRoot: string;
}

export function createApi(deps: AppDeps) {
  return new Hono()
    .route("/health", healthRoutes(deps.database, deps.logger))
    .all("*", (c) => c.json({ error: "not_found", message: `No API route ${c.req.method} ${c.req.path}` }, 404));
}

export function createApp(deps: AppDeps) {
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
  app.use(securityHeaders());
  app.use(compress());

  app.onError((error, c) => {
    deps.logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.json({ error: "internal", message: "Something went wrong on our side. Please try again." }, 500);
  });

  app.route("/api", createApi(deps));
  app.route("/", staticSite(deps.webRoot, deps.logger));
  return app;
}
