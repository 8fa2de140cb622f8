import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { blogPlugin } from "./build/blog/blog-plugin.ts";
import { contentDatesPlugin } from "./build/content-dates/content-dates-plugin.ts";
import { precompressPlugin } from "./build/compress/precompress-plugin.ts";
import { licenseCollection } from "./build/licenses/collect.ts";
import { ogImagePlugin } from "./build/og/og-plugin.ts";
import { resolveSourceUrl, sourceUrlPlugin } from "./build/licenses/source-url.ts";
import { markShell } from "./build/pwa/shell-entries.ts";
import { webManifest } from "./build/pwa/web-manifest.ts";

// In development the API runs on its own port (npm run dev starts both); Vite forwards /api to it
// so the app talks to one origin, as it does in production.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "3000"}`;

const appRoot = fileURLToPath(new URL(".", import.meta.url));
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const rootPackage = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  repository?: unknown;
};
// The footer's "Source code" link (AGPL-3.0 section 13), and the licences of everything the
// browser receives, checked against the policy (decision 11, record 0021).
const source = resolveSourceUrl(process.env.SOURCE_URL, rootPackage.repository);
const licenses = licenseCollection({ appRoot, repoRoot, sourceUrl: source.url });

// The service worker and web app manifest (record 0023). The page registers the worker itself
// (src/offline/register-service-worker.ts), for the update toast.
const pwa = VitePWA({
  strategies: "injectManifest",
  srcDir: "sw",
  filename: "sw.ts",
  injectRegister: false,
  manifest: webManifest,
  includeManifestIcons: false,
  injectManifest: {
    globPatterns: ["**/*.{js,css,html,woff,woff2,wasm,svg,png,webmanifest}"],
    // Workbox's default, and the link-preview pictures: they are for crawlers, never needed offline
    // (record 0032).
    globIgnores: ["**/node_modules/**/*", "og/**"],
    // The codecs' .wasm files are several megabytes; they are listed, and fetched on first use.
    maximumFileSizeToCacheInBytes: 64 * 1024 * 1024,
    dontCacheBustURLsMatching: /-[\w-]{8}\.\w+$/,
    manifestTransforms: [markShell(fileURLToPath(new URL("./dist", import.meta.url)))],
  },
});

// The server's renderer of public pages (src/entry-server.tsx, record 0049) is a second build
// (`vite build --ssr`): it needs the same modules and the blog's articles, and none of what the
// browser's build writes (service worker, licence list, link pictures, Brotli copies).
const serverRenderPlugins = [
  react(),
  sourceUrlPlugin(source),
  blogPlugin(fileURLToPath(new URL("./content/blog", import.meta.url))),
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? serverRenderPlugins
    : [
        react(),
        tailwindcss(),
        sourceUrlPlugin(source),
        licenses.plugin,
        // The twelve Markdown articles, prerendered at build time (issue 14).
        blogPlugin(fileURLToPath(new URL("./content/blog", import.meta.url))),
        // A link-preview picture per tool, per article and a default one, drawn at build time (record 0032).
        ogImagePlugin(
          fileURLToPath(new URL("./content/blog", import.meta.url)),
          fileURLToPath(new URL("../../node_modules/.cache/squish-og", import.meta.url)),
        ),
        // Each page's last content change, for the sitemap (issue 25).
        contentDatesPlugin(repoRoot),
        pwa,
        // Brotli copies of the finished files, which the server hands out as they are (record 0038).
        precompressPlugin(fileURLToPath(new URL("./dist", import.meta.url))),
      ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
  // The server's renderer carries its own copy of React and the libraries around it, built for
  // production: left to node_modules, React chose its development build, several times slower,
  // since the server is started without NODE_ENV (and setting that for the whole server would also
  // change what the auth library does).
  ...(isSsrBuild && { ssr: { noExternal: true }, define: { "process.env.NODE_ENV": JSON.stringify("production") } }),
  build: isSsrBuild
    ? { outDir: "dist-ssr", emptyOutDir: true, sourcemap: true, target: "node20" }
    : {
        outDir: "dist",
        emptyOutDir: true,
        sourcemap: true,
        target: "es2022",
        // No <link rel="modulepreload"> in the page: the server sends it rendered (record 0049), and
        // forty early script requests only slowed its first paint on a phone's network (Lighthouse's
        // simulated first contentful paint 2.7-2.9 s with them, 1.3-1.4 s without). The entry's own
        // imports are fetched as soon as it is read, and lazy chunks still preload what they import.
        modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? [] : deps) },
      },
  worker: { format: "es", plugins: licenses.workerPlugins },
}));
