/**
 * One overall progress for a big batch: files done of the total, what was saved so far, and the
 * time left, estimated from the real rate of this run (bytes of originals finished per second
 * since the person pressed start), never from a guess per file. No estimate until a file has
 * finished in this run: a number made of nothing would be a lie.
 */
import type { FileItem } from "../file-item.ts";
import { isDone } from "../file-item.ts";

export interface BatchProgress {
  total: number;
  done: number;
  failed: number;
  running: number;
  /** Waiting or skipped: still to do. */
  waiting: number;
  /** Bytes saved by the finished files (never negative: a kept original saves nothing). */
  savedBytes: number;
  /** Bytes of the finished results together: what a ZIP of them holds. */
  resultBytes: number;
  /** 0 to 100: finished (done or failed) files of the total. */
  percent: number;
}

export function batchProgress(items: readonly FileItem<unknown>[]): BatchProgress {
  let done = 0;
  let failed = 0;
  let running = 0;
  let savedBytes = 0;
  let resultBytes = 0;
  for (const item of items) {
    if (isDone(item)) {
      done++;
      savedBytes += Math.max(0, item.originalSize - item.result!.size);
      resultBytes += item.result!.size;
    } else if (item.status === "error") failed++;
    else if (item.status === "processing") running++;
  }
  const total = items.length;
  const waiting = total - done - failed - running;
  const percent = total === 0 ? 0 : Math.round((100 * (done + failed)) / total);
  return { total, done, failed, running, waiting, savedBytes, resultBytes, percent };
}

/** Bytes of originals finished (done or failed) and still to do (waiting or running). */
export function batchBytes(items: readonly FileItem<unknown>[]): { finished: number; remaining: number } {
  let finished = 0;
  let remaining = 0;
  for (const item of items) {
    if (isDone(item) || item.status === "error") finished += item.originalSize;
    else remaining += item.originalSize;
  }
  return { finished, remaining };
}

/** Where a run started: when, and how many bytes were already finished then. */
export interface RunStart {
  at: number;
  finishedBytes: number;
}

/** Seconds left at this run's real rate, or null until the run has finished something. */
export function secondsLeft(start: RunStart | null, bytes: { finished: number; remaining: number }, now: number) {
  if (!start || bytes.remaining === 0) return null;
  const elapsed = (now - start.at) / 1000;
  const finished = bytes.finished - start.finishedBytes;
  if (elapsed <= 0 || finished <= 0) return null;
  return Math.max(1, Math.round(bytes.remaining / (finished / elapsed)));
}

/** "about 2 min 10 s left", "about 40 s left". */
export function timeLeftText(seconds: number | null): string {
  if (seconds === null) return "";
  if (seconds < 60) return `about ${seconds} s left`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `about ${minutes} min left` : `about ${minutes} min ${rest} s left`;
}
