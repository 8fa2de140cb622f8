/**
 * The build's Brotli copies (record 0038) as a visitor's browser gets them from the real built
 * server: a tool page's scripts and its codec arrive with `Content-Encoding: br`, are the copies
 * the build wrote (their exact size on the wire), and decode to the built files byte for byte.
 */
import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { join, resolve } from "node:path";
import type { Browser, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitForShell } from "./support/browser.ts";

const BUILT_WEB_APP = resolve(import.meta.dirname, "../apps/web/dist");
const builtFile = (url: string) => join(BUILT_WEB_APP, new URL(url).pathname);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The raw answer's headers and byte count, undecoded, as the wire carries it. */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: Record<string, unknown>; length: number }> {
  return new Promise((done, fail) => {
    const req = request(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      let length = 0;
      res.on("data", (chunk: Buffer) => (length += chunk.length));
      res.on("end", () => done({ headers: res.headers, length }));
    });
    req.on("error", fail);
    req.end();
  });
}

describe("precompressed build files", () => {
  it("reach the browser as the build's Brotli copies and decode to the built bytes", async () => {
    const { page, errors, close } = await openPage(browser);
    const assets: Response[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/assets/")) assets.push(response);
    });
    await page.goto(baseUrl + "/jpeg-compress");
    await waitForShell(page);
    await page.waitForLoadState("networkidle");

    const scripts = assets.filter((response) => response.url().endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const response of scripts) {
      const built = readFileSync(builtFile(response.url()));
      if (built.length < 1024) continue; // too small to be worth a copy
      expect(response.headers()["content-encoding"], response.url()).toBe("br");
      expect(Buffer.compare(await response.body(), built), response.url()).toBe(0);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("sends a codec's copy as it is, and gzip to a client that does not take Brotli", async () => {
    const codec = readdirSync(join(BUILT_WEB_APP, "assets")).find((name) => /^mozjpeg_enc-[\w-]+\.wasm$/.test(name))!;
    const url = `${baseUrl}/assets/${codec}`;
    const brotli = await rawGet(url, "gzip, deflate, br, zstd");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toBe("application/wasm");
    expect(brotli.length).toBe(readFileSync(join(BUILT_WEB_APP, "assets", `${codec}.br`)).length);
    const gzip = await rawGet(url, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });
});
