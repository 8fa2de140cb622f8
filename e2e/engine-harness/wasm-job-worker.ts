/// <reference lib="webworker" />
// A job worker with the browser's decoder turned off: the WebAssembly path the pages used before,
// which the browser tests compare the native path with (e2e/engine-native-decode.e2e.ts).
import { setNativeDecode } from "../../packages/engine/src/decode/native-decode.ts";
import { serveJobs } from "../../packages/engine/src/pool/job-worker.ts";

setNativeDecode(false);
serveJobs(self as unknown as Parameters<typeof serveJobs>[0]);
