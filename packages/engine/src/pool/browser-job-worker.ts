/// <reference lib="webworker" />
// Entry point of each job worker in the browser (bundled by Vite as a module worker).
import { serveJobs } from "./job-worker.ts";

serveJobs(self as unknown as Parameters<typeof serveJobs>[0]);
