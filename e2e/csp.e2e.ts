/**
 * The Content-Security-Policy is what makes "your files never leave your device" hold even if a
 * bug or an injected script tried to send them: on a tool page, with a file added, every way a
 * page or a worker can reach another origin (fetch, XHR, beacon, image, script, WebSocket, form)
 * is blocked by the browser, and a listening server on another origin receives nothing.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolById } from "@squish/shared/tools";
import { BUILT_TOOL_IDS } from "../apps/web/src/tools/registry.ts";
import { baseUrl, launchBrowser, openPage, waitForShell, WITH_SERVICE_WORKER } from "./support/browser.ts";
import { addByPicker, fixture, waitForCount } from "./support/tool-page.ts";

let browser: Browser;
let other: Server;
let otherOrigin: string;
const hits: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  other = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.end("ok");
  });
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  // "localhost" against the site's 127.0.0.1: another origin on the same machine.
  otherOrigin = `http://localhost:${(other.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => other?.close(resolve));
});

describe("Content-Security-Policy on a tool page", () => {
  it("blocks every request to another origin, from the page and from a worker", async () => {
    expect(new URL(baseUrl).origin).not.toBe(otherOrigin);
    const { page, close } = await openPage(browser, WITH_SERVICE_WORKER);
    await page.goto(baseUrl + "/jpeg-compress");
    await waitForShell(page);
    await addByPicker(page, [fixture("photo/recurser-Landscape_1.jpg")]);
    await waitForCount(page, "pending", 1);

    const outcome = await page.evaluate(async (target) => {
      const violations: string[] = [];
      document.addEventListener("securitypolicyviolation", (e) => violations.push(e.effectiveDirective));
      const attempts: Record<string, string> = {};
      const tryIt = async (name: string, run: () => Promise<unknown>) => {
        try {
          await run();
          attempts[name] = "sent";
        } catch {
          attempts[name] = "blocked";
        }
      };
      const body = new Uint8Array(64 * 1024);
      await tryIt("fetch", () => fetch(`${target}/fetch`, { method: "POST", body }));
      await tryIt("fetch no-cors", () => fetch(`${target}/no-cors`, { mode: "no-cors" }));
      await tryIt(
        "xhr",
        () =>
          new Promise((resolve, reject) => {
            const xhr = new XMLHttpRequest();
            xhr.open("POST", `${target}/xhr`);
            xhr.onload = resolve;
            xhr.onerror = reject;
            xhr.send(body);
          }),
      );
      attempts["beacon"] = navigator.sendBeacon(`${target}/beacon`, body) ? "queued" : "blocked";
      await tryIt(
        "image",
        () =>
          new Promise((resolve, reject) => {
            const img = new Image();
            img.onload = resolve;
            img.onerror = reject;
            img.src = `${target}/image.png`;
          }),
      );
      await tryIt(
        "script",
        () =>
          new Promise((resolve, reject) => {
            const script = document.createElement("script");
            script.onload = resolve;
            script.onerror = reject;
            script.src = `${target}/script.js`;
            document.head.append(script);
          }),
      );
      await tryIt(
        "websocket",
        () =>
          new Promise((resolve, reject) => {
            const socket = new WebSocket(target.replace("http", "ws") + "/socket");
            socket.onopen = resolve;
            socket.onerror = reject;
          }),
      );
      // A worker made from the page's own origin tries too.
      const source = `fetch(${JSON.stringify(`${target}/worker`)}).then(() => postMessage("sent"), () => postMessage("blocked"))`;
      const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
      attempts["worker fetch"] = await new Promise((resolve) => (worker.onmessage = (e) => resolve(String(e.data))));
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { attempts, violations };
    }, otherOrigin);

    expect(outcome.attempts).toMatchObject({
      fetch: "blocked",
      "fetch no-cors": "blocked",
      xhr: "blocked",
      image: "blocked",
      script: "blocked",
      websocket: "blocked",
      "worker fetch": "blocked",
    });
    expect(outcome.violations).toEqual(expect.arrayContaining(["connect-src", "img-src", "script-src-elem"]));
    // Give anything that slipped through time to arrive: nothing may.
    await page.waitForTimeout(500);
    expect(hits).toEqual([]);
    await close();
  });

  it("is never broken by the site's own code: no violation on any tool page or in the sign-in form", async () => {
    // The workspace checks its chain with zod as it loads, and the sign-in form its fields: zod
    // must not probe for eval there (apps/web/src/app/zod-without-eval.ts).
    const { page, close } = await openPage(browser);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
    });
    const found: string[] = [];
    const collect = async (where: string) => {
      // The lazily loaded parts (the session check, the toaster) load once the page is idle.
      await page.waitForLoadState("networkidle");
      const seen = await page.evaluate(() => (window as unknown as { violations: string[] }).violations.splice(0));
      found.push(...seen.map((violation) => `${where}: ${violation}`));
    };
    for (const id of BUILT_TOOL_IDS) {
      await page.goto(baseUrl + toolById(id)!.path);
      await waitForShell(page);
      await collect(id);
    }
    // A page without zod of its own, so that the form's code is what loads it.
    await page.goto(baseUrl + "/jpeg-compress");
    await waitForShell(page);
    await collect("jpeg-compress, again");
    await page.getByRole("button", { name: "Sign In" }).first().click();
    await page.getByRole("dialog").getByLabel("Email").waitFor();
    await collect("the sign-in form");
    expect(found).toEqual([]);
    await close();
  });
});
