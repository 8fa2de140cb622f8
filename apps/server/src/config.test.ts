import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const defaults = { cwd: "/srv/squish", webRoot: "/srv/squish/apps/web/dist" };

describe("loadConfig", () => {
  it("needs nothing to run: port 3000, SQLite under data/", () => {
    const config = loadConfig({}, defaults);
    expect(config).toMatchObject({
      nodeEnv: "production",
      port: 3000,
      host: "127.0.0.1",
      dataDir: "/srv/squish/data",
      database: { kind: "sqlite", file: "/srv/squish/data/squish.db" },
      logLevel: "info",
      publicUrl: "http://localhost:3000",
      webRoot: "/srv/squish/apps/web/dist",
    });
  });

  it("switches to PostgreSQL when DATABASE_URL is set", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u@db:5432/squish" }, defaults);
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u@db:5432/squish" });
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }, defaults).database.kind).toBe("sqlite");
  });

  it("reads the port, data folder, public URL and log level", () => {
    const config = loadConfig(
      { PORT: "8080", DATA_DIR: "/var/lib/squish", PUBLIC_URL: "https://squish.example/", LOG_LEVEL: "debug" },
      defaults,
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: "/var/lib/squish",
      publicUrl: "https://squish.example",
      logLevel: "debug",
    });
  });

  it.each([
    [{ PORT: "abc" }, 'PORT must be a whole number between 0 and 65535 (got "abc")'],
    [{ PORT: "70000" }, "PORT must be a whole number between 0 and 65535"],
    [{ PORT: "80.5" }, "PORT must be a whole number between 0 and 65535"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL must be a postgres:// or postgresql:// URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent"],
    [{ PUBLIC_URL: "squish" }, "PUBLIC_URL must be the site's address"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
  ])("refuses %j with a clear message", (env, message) => {
    expect(() => loadConfig(env, defaults)).toThrow(ConfigError);
    expect(() => loadConfig(env, defaults)).toThrow(message);
  });

  it("lists every wrong variable at once", () => {
    expect(() => loadConfig({ PORT: "x", LOG_LEVEL: "y" }, defaults)).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
