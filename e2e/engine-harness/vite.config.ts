import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// Built into test-output/engine-harness by the e2e global setup and served by the real server.
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  logLevel: "warn",
  build: {
    outDir: fileURLToPath(new URL("../../test-output/engine-harness", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
  },
  worker: { format: "es" },
});
