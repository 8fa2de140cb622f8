/**
 * Splits the build's file list (record 0023): the app shell, fetched when the service worker
 * installs, and the rest (tool chunks, codec workers, .wasm), kept on first use or on request.
 * The shell is the built index.html (listed as "/", the address the server answers) and every
 * file it loads directly, plus fonts, icons and the root scripts.
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

const ALWAYS_SHELL = /\.(?:woff2?|svg|png)$|^[^/]+\.(?:js|webmanifest)$/;

export function markShell(outDir: string): ManifestTransform {
  return (entries) => {
    const loaded = filesLoadedBy(readFileSync(join(outDir, "index.html"), "utf8"));
    const manifest = entries.map((entry) => {
      if (entry.url === "index.html") return { ...entry, url: "/", shell: true };
      return { ...entry, shell: loaded.has(entry.url) || ALWAYS_SHELL.test(entry.url) };
    });
    return { manifest, warnings: [] };
  };
}
