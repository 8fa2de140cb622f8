/**
 * Entry point: `node apps/server/dist/index.js` (npm start) or `tsx src/index.ts` (npm run dev).
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig } from "./config.ts";
import { createLogger } from "./logger.ts";
import { startServer } from "./server.ts";

// Both src/ and dist/ sit two levels below the repository's apps/ folder.
const here = dirname(fileURLToPath(import.meta.url));
const defaultWebRoot = resolve(here, "../../web/dist");

async function main() {
  let config;
  try {
    config = loadConfig(process.env, { cwd: process.cwd(), webRoot: defaultWebRoot });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const logger = createLogger(config.logLevel);
  let server;
  try {
    server = await startServer(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, "Squish could not start");
    process.exit(1);
  }
  logger.info(
    { url: server.url, dialect: server.database.dialect, publicUrl: config.publicUrl },
    "Squish is listening",
  );

  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down");
    server.close().then(
      () => {
        logger.info("stopped");
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

void main();
