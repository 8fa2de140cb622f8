/** Starts built server instances for the API benchmark and signs one user in on them. */
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cookieHeader, siteFetch } from "../apps/server/src/test-support/cookie-jar.ts";
import { freePort, serverEntry, startServer, waitForListening } from "../e2e/support/server-process.ts";

export interface Instance {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** What it was started with, so that it can be started again on the same port and data. */
  port: number;
  env: Record<string, string>;
}

/** The benchmark runs the built server, as production does; without it, says what to run. */
export function requireBuiltServer(): void {
  if (!existsSync(serverEntry)) {
    console.error(`The server is not built (${serverEntry} is missing): run \`npm run build\` first.`);
    process.exit(1);
  }
}

/**
 * BENCH_SERVER_PROFILE=<folder>: each instance writes a V8 CPU profile there when it stops
 * (open it in Chrome's DevTools, Performance panel), to see where a bench's server time goes.
 */
function profileArgs(): string[] {
  const folder = process.env.BENCH_SERVER_PROFILE;
  return folder ? ["--cpu-prof", `--cpu-prof-dir=${folder}`] : [];
}

export async function startInstances(count: number, env: Record<string, string>): Promise<Instance[]> {
  requireBuiltServer();
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), "squish-bench-"));
    // Logs stay at the production level (info, a JSON line per request), as a real deployment runs;
    // waitForListening also needs the info-level "Squish is listening" line, so LOG_LEVEL=warn
    // would leave it waiting.
    const instanceEnv = { PUBLIC_URL: `http://127.0.0.1:${port}`, ...env };
    const child = startServer(dataDir, port, instanceEnv, profileArgs());
    instances.push({ url: `http://127.0.0.1:${port}`, dataDir, child, port, env: instanceEnv });
  }
  // Start-up logs, shown if an instance does not come up (its errors are JSON lines on stdout).
  const startLogs = instances.map((instance) => {
    let text = "";
    const keep = (chunk: Buffer) => {
      text = (text + chunk.toString()).slice(-4000);
    };
    instance.child.stdout!.on("data", keep);
    return { text: () => text, stop: () => instance.child.stdout!.off("data", keep) };
  });
  try {
    await Promise.all(instances.map((instance) => waitForListening(instance.child)));
  } catch (error) {
    startLogs.forEach((log, i) => console.error(`Instance ${i + 1} start-up log:\n${log.text()}`));
    for (const instance of instances) {
      instance.child.kill("SIGKILL");
      rmSync(instance.dataDir, { recursive: true, force: true });
    }
    throw error;
  } finally {
    for (const log of startLogs) log.stop();
  }
  return instances;
}

/** Starts a stopped (or killed) instance again on its port and data folder; resolves once it listens. */
export async function restartInstance(instance: Instance): Promise<void> {
  instance.child = startServer(instance.dataDir, instance.port, instance.env, profileArgs());
  await waitForListening(instance.child);
}

export async function stopInstances(instances: Instance[]): Promise<void> {
  await Promise.all(
    instances.map((instance) => {
      if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
      const exited = new Promise((done) => instance.child.once("exit", done));
      instance.child.kill("SIGTERM");
      return exited;
    }),
  );
  for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
}

/**
 * Signs up through `instance`, follows the emailed link and signs in; returns the Cookie header.
 * `site` is the address the instance serves (its PUBLIC_URL), when it is not the instance's own.
 */
export async function signedInCookie(instance: Instance, email: string, site = instance.url): Promise<string> {
  const cookies = new Map<string, string>();
  const siteSend = siteFetch(instance.url, cookies);
  const send = (method: string, path: string, body?: unknown) => siteSend(method, path, body, { origin: site });
  const password = "benchmark password";
  await send("POST", "/api/auth/sign-up/email", { email, password, name: "Bench" });
  const outbox = join(instance.dataDir, "outbox");
  const mail = readFileSync(
    join(
      outbox,
      readdirSync(outbox).find((f) => f.includes(email))!,
    ),
    "utf8",
  );
  const link = new URL(mail.match(/<a href="([^"]+)"/)![1]!.replaceAll("&amp;", "&"));
  await send("GET", link.pathname + link.search);
  const signIn = await send("POST", "/api/auth/sign-in/email", { email, password });
  if (!signIn.ok) throw new Error(`Sign-in failed: ${signIn.status}`);
  return cookieHeader(cookies).cookie ?? "";
}
