import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURE_CORPUS } from "../test-support/corpus.ts";
import { serveJobs } from "./job-worker.ts";
import type { RunRequest, WorkerReply } from "./protocol.ts";

/** Runs one request through the worker's message handler, as the pool would post it. */
function post(request: RunRequest): Promise<WorkerReply[]> {
  return new Promise((resolve) => {
    const replies: WorkerReply[] = [];
    const scope = {
      onmessage: null as ((event: MessageEvent<RunRequest>) => void) | null,
      postMessage(message: WorkerReply) {
        replies.push(message);
        if (message.type !== "progress") resolve(replies);
      },
    };
    serveJobs(scope);
    scope.onmessage!({ data: request } as MessageEvent<RunRequest>);
  });
}

const congress = () => new Uint8Array(readFileSync(join(FIXTURE_CORPUS, "pdf/pikepdf-congress.pdf")));

describe("job worker: document jobs", () => {
  it("runs a kind: document job and replies with a document result and its stages", async () => {
    const replies = await post({
      type: "run",
      id: 3,
      input: congress(),
      job: { kind: "document", steps: [], output: { format: "pdf", options: { level: "extreme" } } },
    });
    expect(replies.at(-1)).toMatchObject({
      type: "done",
      id: 3,
      result: { kind: "document", pages: 1, images: { found: 1, reencoded: 1 }, keptOriginal: false },
    });
    const stages = replies.flatMap((r) => (r.type === "progress" ? [r.progress.stage] : []));
    expect(stages).toEqual(expect.arrayContaining(["open", "images", "save", "verify"]));
  });

  it("passes an engine error through with its code", async () => {
    const replies = await post({
      type: "run",
      id: 4,
      input: new Uint8Array(readFileSync(join(FIXTURE_CORPUS, "malformed/qpdf-ossfuzz-15316.pdf"))),
      job: { kind: "document", steps: [], output: { format: "pdf", options: { level: "light" } } },
    });
    expect(replies.at(-1)).toMatchObject({ type: "error", id: 4, code: "unsupported-format" });
  });
});
