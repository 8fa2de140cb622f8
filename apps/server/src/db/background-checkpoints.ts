/**
 * SQLite writes each commit to its log (WAL) and copies the log back into the database file in a
 * checkpoint, which by default runs inside whichever commit takes the log past 1,000 pages: a
 * thousand page copies and two fsyncs on the server's one thread. Under the accounts bench that
 * was half the time of an average commit, and commits were a tenth of the server's CPU (issue 30).
 *
 * Here a worker thread with a connection of its own checkpoints a few times a second instead, so
 * the requests' thread mostly only appends to the log:
 *
 * - the worker's checkpoints are PASSIVE: they copy what they can and never take the write lock,
 *   so they can never make a transaction of the server's wait or fail;
 * - SQLite starts the log again from its beginning only when a commit finds it wholly copied, which
 *   under steady writes a checkpoint on another thread never achieves (commits land while it
 *   copies). So when the log has passed `restartAfterPages` and the worker could not copy all of
 *   it, it asks the server's connection to finish the job between two of its transactions: a
 *   passive checkpoint of the few pages written since, after which the next commit starts the log
 *   again (and cuts its file to `journal_size_limit`);
 * - if the worker cannot start, fails several checkpoints in a row or stops, the server's
 *   connection checkpoints as SQLite does by default again, and the log says so once.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type SQLite from "better-sqlite3";

const EVERY_MS = 200;
/** About 16 MB of log: a second or two of the accounts bench's heaviest load. */
export const RESTART_AFTER_PAGES = 4000;
/** A restarted log's file is cut back to this. */
const LOG_FILE_LIMIT_BYTES = 64 * 1024 * 1024;
const FAILURES_BEFORE_GIVING_UP = 5;
/** SQLite's own default, restored if the worker fails. */
const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;

// CommonJS source run with `eval`, so the server's bundle needs no second entry file.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.module);
const db = new Database(workerData.file);
let failures = 0;
const timer = setInterval(() => {
  try {
    const { log } = db.pragma("wal_checkpoint(PASSIVE)")[0];
    // Past the limit, the server's connection finishes between its transactions (see above).
    if (log > workerData.restartAfterPages) parentPort.postMessage("finish");
    failures = 0;
  } catch (error) {
    failures += 1;
    if (failures >= workerData.failuresBeforeGivingUp) {
      throw new Error("checkpoints failed " + failures + " times in a row: " + (error && error.message));
    }
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
  { restartAfterPages = RESTART_AFTER_PAGES } = {},
): BackgroundCheckpoints {
  let stopping = false;
  let fellBack = false;
  const fallBack = (why: string) => {
    if (stopping || fellBack || !sqlite.open) return;
    fellBack = true;
    sqlite.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
    onProblem(`Background checkpoints stopped (${why}); the server checkpoints in its commits again.`);
  };
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      module: createRequire(import.meta.url).resolve("better-sqlite3"),
      file,
      everyMs: EVERY_MS,
      restartAfterPages,
      failuresBeforeGivingUp: FAILURES_BEFORE_GIVING_UP,
    },
  });
  // The worker never keeps a process alive on its own (a test, a command-line run).
  worker.unref();
  sqlite.pragma("wal_autocheckpoint = 0");
  sqlite.pragma(`journal_size_limit = ${LOG_FILE_LIMIT_BYTES}`);
  // Between two transactions of the server's (a Kysely transaction spans awaits): a passive
  // checkpoint of what the worker's left, so the next commit starts the log again.
  worker.on("message", () => {
    if (sqlite.open && !sqlite.inTransaction) sqlite.pragma("wal_checkpoint(PASSIVE)");
  });
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
      // Held while it stops: an unreferenced worker's exit would not keep the process waiting.
      worker.ref();
      worker.postMessage("stop");
      await exited;
    },
  };
}
