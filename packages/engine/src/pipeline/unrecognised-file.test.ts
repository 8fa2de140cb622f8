/**
 * A file whose bytes match no format is called a damaged file of the format its name says (a
 * damaged `.heic` is a damaged HEIC, as libheif's fuzz files are), not "not an image": from the
 * engine, through the page's worker pool and on the command line.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../cli/main.ts";
import { EngineError } from "../errors.ts";
import { serveJobs } from "../pool/job-worker.ts";
import type { JobWorker, RunRequest, WorkerReply } from "../pool/protocol.ts";
import { WorkerPool } from "../pool/worker-pool.ts";
import { FIXTURE_CORPUS, fullCorpusDir } from "../test-support/corpus.ts";
import { fixture } from "../test-support/fixtures.ts";
import type { ImageJob } from "./job.ts";
import { runJob } from "./run-job.ts";

const FUZZ = ["malformed/libheif-github_15.heic", "malformed/libheif-github_47.heic"];
const DAMAGED_HEIC = "This HEIC file is damaged: it does not start as a HEIC image does.";
const NOT_AN_IMAGE = "This file is not a JPEG, PNG, GIF, WebP, AVIF, BMP or HEIC image.";
const toJpeg: ImageJob = { kind: "image", steps: [], output: { format: "jpeg" } };

async function failure(run: () => Promise<unknown>): Promise<EngineError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error("expected a failure");
}

/** The page's pool with one worker running the real worker code in this process. */
function inProcessPool(): WorkerPool {
  const createWorker = (): JobWorker => {
    const worker: JobWorker = {
      onmessage: null,
      onerror: null,
      terminate() {},
      postMessage: (message: RunRequest) => setTimeout(() => scope.onmessage?.({ data: message } as MessageEvent)),
    };
    const scope = {
      onmessage: null as ((event: MessageEvent<RunRequest>) => void) | null,
      postMessage: (reply: WorkerReply) => setTimeout(() => worker.onmessage?.({ data: reply } as MessageEvent)),
    };
    serveJobs(scope);
    return worker;
  };
  return new WorkerPool({ createWorker, size: 1 });
}

describe("a file whose bytes match no format", () => {
  const shared = fullCorpusDir();
  const files = [
    ...FUZZ.map((file) => join(FIXTURE_CORPUS, file)),
    ...(shared ? FUZZ.map((file) => join(shared, file)).filter(existsSync) : []),
  ];

  it.each(files)("is called a damaged HEIC when named .heic: %s", async (path) => {
    const bytes = new Uint8Array(readFileSync(path));
    const named = await failure(() => runJob(bytes, toJpeg, { fileName: "IMG_0001.HEIC" }));
    expect([named.code, named.message]).toEqual(["corrupt", DAMAGED_HEIC]);
  });

  it("is still not an image without a name, or with a name that claims no image format", async () => {
    for (const file of FUZZ) {
      const unnamed = await failure(() => runJob(fixture(file), toJpeg));
      expect([unnamed.code, unnamed.message]).toEqual(["unsupported-format", NOT_AN_IMAGE]);
      const other = await failure(() => runJob(fixture(file), toJpeg, { fileName: "notes.txt" }));
      expect(other.message).toBe(NOT_AN_IMAGE);
    }
  });

  it("gets the same sentence through the page's worker pool, which carries the name", async () => {
    const pool = inProcessPool();
    try {
      const error = await failure(() => pool.run(fixture(FUZZ[1]!), toJpeg, { fileName: "libheif-github_47.heic" }));
      expect(error.message).toBe(DAMAGED_HEIC);
    } finally {
      pool.terminate();
    }
  });

  it("gets the same sentence on the command line", async () => {
    const out = mkdtempSync(join(tmpdir(), "squish-damaged-"));
    try {
      const lines: string[] = [];
      const code = await main(["convert", join(FIXTURE_CORPUS, FUZZ[0]!), "--to", "jpeg", "-o", out], (line) =>
        lines.push(line),
      );
      expect([code, readdirSync(out)]).toEqual([1, []]);
      expect(lines.join("\n")).toContain(DAMAGED_HEIC);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
