/**
 * Splits the build's file list (record 0023): the app shell, fetched when the service worker
 * installs, and the rest (tool chunks, codec workers, .wasm), kept on first use or on request.
 * The shell is the built index.html, the app with an empty root (listed as "/index.html", where the
 * server hands it out as it is; "/" is the home page rendered, record 0049), and every file it loads
 * directly, plus fonts, icons and the root scripts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ManifestTransform } from "workbox-build";

/** The /assets files a built index.html loads (its script, preloads and stylesheets). */
export function filesLoadedBy(indexHtml: string): Set<string> {
  const found = new Set<string>();
  for (const match of indexHtml.matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)) found.add(match[1]!);
  return found;
}

/** Where the server hands out the built index.html as it is (apps/server/src/http/static-site.ts). */
export const APP_SHELL_PATH = "/index.html";

const ALWAYS_SHELL = /\.(?:woff2?|svg|png)$|^[^/]+\.(?:js|webmanifest)$/;

export function markShell(outDir: string): ManifestTransform {
  return (entries) => {
    const loaded = filesLoadedBy(readFileSync(join(outDir, "index.html"), "utf8"));
    const manifest = entries.map((entry) => {
      if (entry.url === "index.html") return { ...entry, url: APP_SHELL_PATH, shell: true };
      return { ...entry, shell: loaded.has(entry.url) || ALWAYS_SHELL.test(entry.url) };
    });
    return { manifest, warnings: [] };
  };
}
