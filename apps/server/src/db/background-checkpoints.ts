/**
 * SQLite writes each commit to its log (WAL) and copies the log back into the database file in a
 * checkpoint, which by default runs inside whichever commit takes the log past 1,000 pages: a
 * thousand page copies and two fsyncs on the server's one thread. Under the accounts bench that
 * was half the time of an average commit, and commits were a tenth of the server's CPU (issue 30).
 *
 * Here a worker thread with a connection of its own checkpoints a few times a second instead, so
 * the requests' thread only appends to the log. Its checkpoints are PASSIVE: they never wait for
 * or block a reader or a writer. If the worker cannot start or stops, the connection checkpoints
 * as SQLite does by default again, so the log can never grow without bound.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type SQLite from "better-sqlite3";

const EVERY_MS = 200;
/** SQLite's own default, restored if the worker fails. */
const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;

// CommonJS source run with `eval`, so the server's bundle needs no second entry file.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.module);
const db = new Database(workerData.file);
db.pragma("busy_timeout = 5000");
const timer = setInterval(() => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch (error) {
    parentPort.postMessage(String(error && error.message || error));
  }
}, workerData.everyMs);
parentPort.on("message", () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface BackgroundCheckpoints {
  /** Stops the worker and closes its connection (before the server's own closes). */
  stop(): Promise<void>;
}

export function checkpointInBackground(
  sqlite: SQLite.Database,
  file: string,
  onProblem: (message: string) => void = () => {},
): BackgroundCheckpoints {
  let stopping = false;
  const fallBack = (why: string) => {
    if (stopping || !sqlite.open) return;
    sqlite.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
    onProblem(`Background checkpoints stopped (${why}); the server checkpoints in its commits again.`);
  };
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { module: createRequire(import.meta.url).resolve("better-sqlite3"), file, everyMs: EVERY_MS },
  });
  // The worker never keeps a process alive on its own (a test, a command-line run).
  worker.unref();
  sqlite.pragma("wal_autocheckpoint = 0");
  worker.on("message", (message: string) => onProblem(`A background checkpoint failed: ${message}`));
  worker.on("error", (error) => fallBack(error.message));
  const exited = new Promise<void>((resolve) =>
    worker.once("exit", (code) => {
      fallBack(`the worker exited with ${code}`);
      resolve();
    }),
  );
  return {
    async stop() {
      stopping = true;
      worker.postMessage("stop");
      await exited;
    },
  };
}
