/**
 * The first-load JavaScript budget (record 0033): what a guest's browser fetches for a page
 * before any file is added (so no codec, no worker), summed as each script's body gzipped at
 * level 9 with node:zlib. The bytes are those of the build itself, not of the server's own
 * compression or of timings, so the figure is the same on every run of the same build.
 */
import { gzipSync } from "node:zlib";
import type { Browser, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitForShell } from "./support/browser.ts";

/**
 * Kilobytes (1,024 bytes) of gzipped JavaScript a guest's first load may fetch. The goal of issue
 * 14 is under 150 for a tool page; these are the figures reached so far, with a little room, so
 * that a change which pulls the member area, the admin area or the sign-in dialog back into the
 * first load fails here. Lower them as the first load shrinks.
 */
const BUDGET_KB = { "/jpeg-compress": 205, "/": 177 } as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function isScript(response: Response): boolean {
  const type = response.headers()["content-type"] ?? "";
  return type.includes("javascript") || new URL(response.url()).pathname.endsWith(".js");
}

/** Every script a fresh guest's visit fetches until the network is quiet, gzipped at level 9. */
async function firstLoadScripts(path: string): Promise<{ url: string; gzipped: number }[]> {
  // A fresh context: nothing cached, no session cookie, no service worker yet. What the worker
  // then fetches for its own cache is not the page's and is not counted.
  const watched = await openPage(browser);
  const bodies: Promise<{ url: string; gzipped: number }>[] = [];
  watched.page.on("response", (response) => {
    if (!isScript(response)) return;
    bodies.push(
      response.body().then((body) => ({ url: response.url(), gzipped: gzipSync(body, { level: 9 }).length })),
    );
  });
  try {
    await watched.page.goto(baseUrl + path);
    await waitForShell(watched.page);
    await watched.page.waitForLoadState("networkidle");
    const scripts = await Promise.all(bodies);
    expect(watched.errors).toEqual([]);
    return scripts;
  } finally {
    await watched.close();
  }
}

describe("first-load JavaScript", () => {
  it.each(Object.entries(BUDGET_KB))("%s fetches at most %i KB gzipped before any file", async (path, budget) => {
    const scripts = await firstLoadScripts(path);
    const total = scripts.reduce((sum, script) => sum + script.gzipped, 0);
    const largest = [...scripts]
      .sort((a, b) => b.gzipped - a.gzipped)
      .slice(0, 8)
      .map((s) => `${(s.gzipped / 1024).toFixed(1)} KB ${new URL(s.url).pathname}`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total / 1024, `largest: ${largest.join(", ")}`).toBeLessThan(budget);
  });

  it("keeps the member area, the admin area and the sign-in dialog out of a tool page's first load", async () => {
    const scripts = await firstLoadScripts("/jpeg-compress");
    const names = scripts.map((s) => new URL(s.url).pathname);
    // Chunks are named after their first module (name-hash.js): these only load when someone
    // signs in or opens them.
    const kept = [
      "dashboard-shell",
      "sign-in-dialog",
      "password-input",
      "dropdown-menu",
      "schemas",
      "admin-page",
      "user-menu",
    ];
    const chunk = (moduleName: string) => new RegExp(`^/assets/${moduleName}-[\\w-]{8}\\.js$`);
    expect(names.filter((name) => kept.some((moduleName) => chunk(moduleName).test(name)))).toEqual([]);
  });
});
