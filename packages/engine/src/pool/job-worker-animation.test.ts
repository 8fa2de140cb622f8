import { describe, expect, it } from "vitest";
import type { AnimationResult } from "../pipeline/job.ts";
import { movingSquareGif } from "../test-support/animated-gif.ts";
import { useNodeWasm } from "../wasm/node-wasm.ts";
import { serveJobs } from "./job-worker.ts";
import type { RunRequest, WorkerReply } from "./protocol.ts";

useNodeWasm();

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

describe("job worker: animation jobs", () => {
  it("runs a kind: animation job and replies with an animation result and its stages", async () => {
    const replies = await post({
      type: "run",
      id: 7,
      input: movingSquareGif(),
      job: { kind: "animation", steps: [], output: { format: "gif", options: { lossy: 30 } } },
    });
    const done = replies.at(-1)!;
    expect(done).toMatchObject({ type: "done", id: 7, result: { kind: "animation", frameCount: 6, loopCount: 3 } });
    expect((done as { result: AnimationResult }).result.durationMs).toBe(840);
    expect(replies.filter((r) => r.type === "progress").map((r) => r.type === "progress" && r.progress.stage)).toEqual(
      expect.arrayContaining(["decode", "encode"]),
    );
  });

  it("refuses a damaged GIF with the engine's sentence", async () => {
    const replies = await post({
      type: "run",
      id: 8,
      input: movingSquareGif().subarray(0, 100),
      job: { kind: "animation", steps: [], output: { format: "gif" } },
    });
    expect(replies.at(-1)).toMatchObject({ type: "error", id: 8, code: expect.stringMatching(/corrupt|truncated/) });
  });
});
