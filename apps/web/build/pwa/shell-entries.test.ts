import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { filesLoadedBy, markShell } from "./shell-entries.ts";

const INDEX = `<!doctype html><html><head>
<script src="/theme-init.js"></script>
<script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-dom-BBBBBBBB.js">
<link rel="stylesheet" crossorigin href="/assets/index-CCCCCCCC.css">
<link rel="icon" href="/favicon.svg" />
</head><body></body></html>`;

describe("the app shell the service worker keeps on install", () => {
  it("is what index.html loads from /assets", () => {
    expect([...filesLoadedBy(INDEX)]).toEqual([
      "assets/index-AAAAAAAA.js",
      "assets/react-dom-BBBBBBBB.js",
      "assets/index-CCCCCCCC.css",
    ]);
  });

  it("lists index.html as /, and keeps codecs and tool chunks for later", async () => {
    const outDir = mkdtempSync(join(tmpdir(), "squish-shell-"));
    try {
      writeFileSync(join(outDir, "index.html"), INDEX);
      const entry = (url: string) => ({ url, revision: null, size: 1 });
      const result = await markShell(outDir)([
        entry("index.html"),
        entry("assets/index-AAAAAAAA.js"),
        entry("assets/react-dom-BBBBBBBB.js"),
        entry("assets/index-CCCCCCCC.css"),
        entry("assets/inter-latin-400-normal-DDDDDDDD.woff2"),
        entry("assets/mozjpeg_enc-EEEEEEEE.wasm"),
        entry("assets/jpeg-settings-FFFFFFFF.js"),
        entry("theme-init.js"),
        entry("manifest.webmanifest"),
        entry("icons/icon-192.png"),
      ]);
      const shell = Object.fromEntries(
        (result.manifest as unknown as { url: string; shell: boolean }[]).map((e) => [e.url, e.shell]),
      );
      expect(shell).toEqual({
        "/index.html": true,
        "assets/index-AAAAAAAA.js": true,
        "assets/react-dom-BBBBBBBB.js": true,
        "assets/index-CCCCCCCC.css": true,
        "assets/inter-latin-400-normal-DDDDDDDD.woff2": true,
        "assets/mozjpeg_enc-EEEEEEEE.wasm": false,
        "assets/jpeg-settings-FFFFFFFF.js": false,
        "theme-init.js": true,
        "manifest.webmanifest": true,
        "icons/icon-192.png": true,
      });
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
