import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * One runner for every suite. `npm test` (scripts/test.mjs) builds the app and makes sure a
 * Chromium exists before running them all; the e2e project drives that Chromium against the
 * real built server.
 */
/**
 * A worker keeps the modules it has imported from one test file to the next: importing the engine's
 * codecs and the server's stack afresh for each file cost about a quarter of the unit suites' time
 * (issue 27). No file in these projects mocks modules or leaves globals behind; the web project,
 * whose event-stream test mocks a module, keeps a fresh module graph per file. (An option at the
 * root does not reach the projects, so each says it.)
 */
const SHARED_MODULES = { isolate: false } as const;

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: one, on a 2-core machine. One
    // per core: a third only makes the browser files wait longer for the CPU (measured in issue 27).
    maxWorkers: 2,
    projects: [
      { test: { name: "shared", include: ["packages/shared/src/**/*.test.ts"], ...SHARED_MODULES } },
      {
        test: {
          name: "engine",
          include: ["packages/engine/src/**/*.test.ts"],
          setupFiles: ["packages/engine/src/test-support/setup.ts"],
          testTimeout: 60_000,
          ...SHARED_MODULES,
        },
      },
      {
        // The web app's logic that needs no browser: queue, ZIP, names, recipes; and its build
        // plugins (the licence collection and check).
        resolve: { alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.ts", "apps/web/build/**/*.test.ts"],
        },
      },
      { test: { name: "lint-rules", include: ["eslint-rules/**/*.test.ts"], testTimeout: 30_000, ...SHARED_MODULES } },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          testTimeout: 20_000,
          ...SHARED_MODULES,
        },
      },
      {
        // The browser suite reads the tool registry, whose definitions use the web app's "@" alias.
        resolve: { alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          globalSetup: ["e2e/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          ...SHARED_MODULES,
          // One server, started by the global setup and shared by every file, and one Chromium per
          // worker (support/browser.ts); each file works in browser contexts of its own, so files
          // run side by side.
        },
      },
    ],
  },
});
