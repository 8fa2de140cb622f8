/** The built server as a child process, as it runs in production: for the browser suite and the multi-instance tests. */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { resolve, join } from "node:path";
import { createInterface } from "node:readline";

const repoRoot = resolve(import.meta.dirname, "../..");
export const serverEntry = join(repoRoot, "apps/server/dist/index.js");

/** A port nobody listens on now, so the server's public address (for links in emails) is known. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** `nodeArgs` go before the entry (a benchmark's `--cpu-prof`, say). */
export function startServer(
  dataDir: string,
  port: number,
  extraEnv: Record<string, string>,
  nodeArgs: string[] = [],
): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: "",
      AUTH_SECRET: "",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "info",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
}

export function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error("The server did not start within 20 s")), 20_000);
    const lines = createInterface({ input: child.stdout! });
    lines.on("line", (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === "Squish is listening" && entry.url) {
          clearTimeout(timer);
          resolvePromise(entry.url);
        }
      } catch {
        // Not a log line; ignore.
      }
    });
    child.once("exit", (code) => reject(new Error(`The server exited with code ${code} before listening`)));
  });
}
