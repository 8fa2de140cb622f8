#!/usr/bin/env node
// `npm run typecheck`: TypeScript, strict, for every project, one after another (each is its own
// program: the browser, the worker, Node and the tests see different libraries and globals).
//
// Each runs incrementally: what it learnt (every file's content hash and its diagnostics) is kept
// in node_modules/.cache/tsc, so a second run checks only the files that changed and those that
// depend on them, and still reports every error, the unchanged files' from the record. The record
// names files relative to itself, so CI can carry it from one clean checkout to the next
// (.ci/run); tsc compares content, not times, so a record from another checkout is never trusted
// for a file whose text differs.
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const TYPECHECK_CACHE = join(root, "node_modules", ".cache", "tsc");
const PROJECTS = ["packages/shared", "packages/engine", "apps/server", "apps/web", "apps/web/sw", "e2e", "bench"];

mkdirSync(TYPECHECK_CACHE, { recursive: true });
const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
let failed = 0;
for (const project of PROJECTS) {
  const record = join(TYPECHECK_CACHE, `${project.replaceAll("/", "-")}.tsbuildinfo`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [tsc, "-p", project, "--incremental", "--tsBuildInfoFile", record], {
    cwd: root,
    stdio: "inherit",
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    failed++;
    console.error(`type errors in ${project} (${seconds} s)`);
  } else console.log(`${project}: no type errors (${seconds} s)`);
}
process.exit(failed > 0 ? 1 : 0);
