/**
 * The built server as it runs in production: `startServer` on port 0, on a fresh SQLite or
 * PostgreSQL database, reached with real `fetch` over TCP. In-process `app.request` tests miss
 * what the Node adapter does to responses (issue 23, item 3), so security promises are tested here.
 * Emails go to the outbox folder, as they do on a server without SMTP, and are read back from it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { startServer, type RunningServer } from "../server.ts";
import { siteFetch, type CookieJar } from "./cookie-jar.ts";
import { testDatabase } from "./databases.ts";
import { quickPasswordHashing } from "./quick-password-hashing.ts";

export type SiteFetch = ReturnType<typeof siteFetch>;

export interface OutboxEmail {
  to: string;
  subject: string;
  html: string;
}

export interface ListeningServer {
  /** Where the server listens; also its public URL, so requests from it pass the Origin check. */
  url: string;
  server: RunningServer;
  /** A browser-like client with its own cookie jar. */
  client(jar?: CookieJar): SiteFetch;
  /** Every email written so far, oldest first. */
  emails(): OutboxEmail[];
  /** Signs up, confirms through the emailed link and signs in; returns the signed-in client. */
  signedInUser(email: string, password?: string, name?: string): Promise<SiteFetch & { userId: string }>;
  close(): Promise<void>;
}

/** The confirmation or reset link in an outbox email (the href of its button). */
export function outboxLink(email: OutboxEmail | undefined): URL {
  const href = email?.html.match(/href="([^"]+)"/)?.[1];
  if (!href) throw new Error(`No link in email: ${email?.subject}`);
  return new URL(href.replaceAll("&amp;", "&"));
}

function readOutbox(folder: string): OutboxEmail[] {
  let files: string[];
  try {
    // Named <time>-<sequence>-<recipient>.html: the sequence orders emails written in one millisecond.
    const order = (name: string) => name.match(/^(.{24})-(\d+)-/)?.slice(1) ?? [name, "0"];
    files = readdirSync(folder).sort((a, b) => {
      const [ta = "", sa = "0"] = order(a);
      const [tb = "", sb = "0"] = order(b);
      return ta === tb ? Number(sa) - Number(sb) : ta < tb ? -1 : 1;
    });
  } catch {
    return [];
  }
  return files.map((file) => {
    const html = readFileSync(join(folder, file), "utf8");
    const header = html.match(/^<!-- From: .* \| To: (.*) \| Subject: (.*) -->/);
    return { to: header?.[1] ?? "", subject: header?.[2] ?? "", html };
  });
}

/**
 * Starts the server on `kind` with `env` on top of a test configuration. The port is chosen
 * first (a throwaway server on port 0) because the public URL, which CSRF checks and email
 * links use, must name it.
 */
export async function startListeningServer(
  kind: "sqlite" | "postgres",
  env: Record<string, string> = {},
): Promise<ListeningServer> {
  const testDb = await testDatabase(kind);
  const dataDir = mkdtempSync(join(tmpdir(), "squish-listening-"));
  const port = await freePort();
  const config = loadConfig(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      ...env,
    },
    { cwd: dataDir, webRoot: join(dataDir, "no-web") },
  );
  // The test database, with its own PostgreSQL schema (a field the environment cannot spell).
  config.database = testDb.target;
  // Passwords hashed at a test's cost, as in the in-process tests (quick-password-hashing.ts): none
  // of these tests is about hashing, and full-cost scrypt was most of their time (issue 27).
  const server = await startServer(config, createLogger("silent"), { passwordHashing: quickPasswordHashing });
  const url = config.publicUrl;
  const outbox = join(dataDir, "outbox");
  const client = (jar?: CookieJar) => siteFetch(url, jar);
  return {
    url,
    server,
    client,
    emails: () => readOutbox(outbox),
    async signedInUser(email, password = "correct horse battery", name = "Test Person") {
      const user = client();
      const signUp = await user("POST", "/api/auth/sign-up/email", { email, password, name });
      if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
      const confirm = readOutbox(outbox)
        .filter((e) => e.to === email.toLowerCase())
        .at(-1);
      const link = outboxLink(confirm);
      await user("GET", link.pathname + link.search);
      const signIn = await user("POST", "/api/auth/sign-in/email", { email, password });
      if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
      const { user: signedIn } = (await signIn.json()) as { user: { id: string } };
      return Object.assign(user, { userId: signedIn.id });
    },
    async close() {
      await server.close();
      await testDb.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
