import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Served by its own Vite dev server from e2e/crop-box.e2e.ts: the component is React and
// Tailwind, which the real server's built pages would only show inside a whole tool.
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  logLevel: "warn",
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("../../apps/web/src", import.meta.url)) },
  },
  server: { host: "127.0.0.1", port: 0, strictPort: false },
  // Its own pre-bundle cache, apart from the app's and Vitest's.
  cacheDir: fileURLToPath(new URL("../../node_modules/.vite/crop-box-harness", import.meta.url)),
  // Dependency discovery would reload the page mid-test; these are all the harness needs.
  optimizeDeps: {
    include: [
      "react",
      "react-dom/client",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "lucide-react",
      "radix-ui",
      "clsx",
      "tailwind-merge",
      "class-variance-authority",
    ],
  },
});
