/**
 * "Images never leave the device", checked: every request the browser makes while files are
 * added, compressed or optimized and downloaded on both tool pages is recorded (the pages, their
 * workers and every fetch), and the test fails if any goes to another origin, carries a body over
 * 4 KB, or carries any 32-byte piece of an input file or a result, raw or base64-encoded. For a
 * signed-in user the activity records are allowed, and must be small JSON of names and sizes.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, waitForSignedInTool, type SignedInUser } from "./support/account.ts";
import { baseUrl, launchBrowser, openPage, waitForShell, WITH_SERVICE_WORKER } from "./support/browser.ts";
import { recordRequests, violations } from "./support/privacy.ts";
import {
  addByPicker,
  dropFileFrom,
  dropFiles,
  fixture,
  makePng,
  saveDownload,
  scratchDir,
  waitForCount,
} from "./support/tool-page.ts";
import { unzipSync } from "fflate";

let browser: Browser;
const scratch = scratchDir("privacy");
let gradient: string;

beforeAll(async () => {
  browser = await launchBrowser();
  gradient = await makePng(scratch.dir, "private-gradient.png", 300, 200, 7);
});

afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

/**
 * Adds, processes and downloads files on both tools; returns every input and output file's bytes.
 * `ready` waits until the page knows its visitor.
 */
async function useBothTools(page: Page, ready: (page: Page) => Promise<void>): Promise<Uint8Array[]> {
  const files: Uint8Array[] = [];
  const jpegs = [fixture("photo/recurser-Landscape_1.jpg"), fixture("photo/ianare-Canon_40D-100x68.jpg")];
  const dropped = fixture("photo/recurser-Landscape_2.jpg");
  for (const path of [...jpegs, dropped]) files.push(readFileSync(path));

  await page.goto(baseUrl + "/jpeg-compress");
  await ready(page);
  await addByPicker(page, jpegs);
  await dropFiles(page, [dropFileFrom(dropped)]);
  await waitForCount(page, "pending", 3);
  await page.getByRole("button", { name: "Compress All" }).click();
  await waitForCount(page, "completed", 3, 60_000);
  const one = await saveDownload(page, scratch.dir, () =>
    page.locator('[data-testid="file-card"]').first().getByRole("button", { name: "Download" }).click(),
  );
  files.push(readFileSync(one.path));
  const zip = await saveDownload(page, scratch.dir, () =>
    page.getByRole("button", { name: "Download All (ZIP)" }).click(),
  );
  const zipBytes = readFileSync(zip.path);
  files.push(zipBytes, ...Object.values(unzipSync(new Uint8Array(zipBytes))));

  const pngs = [gradient, fixture("png/pillow-pil123rgba-interlaced.png")];
  for (const path of pngs) files.push(readFileSync(path));
  await page.goto(baseUrl + "/png-optimizer");
  await ready(page);
  await addByPicker(page, pngs);
  await waitForCount(page, "pending", 2);
  await page.getByRole("button", { name: "Optimize All" }).click();
  await waitForCount(page, "completed", 2, 60_000);
  for (const name of ["private-gradient.png", "pillow-pil123rgba-interlaced.png"]) {
    const saved = await saveDownload(page, scratch.dir, () =>
      page.locator(`[data-testid="file-card"][data-name="${name}"]`).getByRole("button", { name: "Download" }).click(),
    );
    files.push(readFileSync(saved.path));
  }
  return files;
}

describe("no file leaves the device", () => {
  it("as a guest: every request stays on the site, small, without file bytes, and no activity is sent", async () => {
    const { page, errors, close } = await openPage(browser, WITH_SERVICE_WORKER);
    const recorded = recordRequests(page.context());
    const sockets: string[] = [];
    page.on("websocket", (socket) => sockets.push(socket.url()));

    const files = await useBothTools(page, async (p) => {
      await waitForShell(p);
      await p.locator('[data-testid="drop-zone"]').waitFor();
    });
    // The recording saw the work happen: the pages, the engine's code and its workers.
    expect(recorded.some((r) => r.url.endsWith("/jpeg-compress"))).toBe(true);
    expect(recorded.some((r) => /\.wasm$/.test(new URL(r.url).pathname))).toBe(true);

    expect(await violations(recorded, files, false)).toEqual([]);
    expect(recorded.filter((r) => r.url.includes("/api/activities"))).toEqual([]);
    expect(sockets).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  describe("signed in", () => {
    let user: SignedInUser;
    beforeAll(async () => {
      user = await createSignedInUser(browser, "10.30.7.1", "Private Person");
    });

    it("as a signed-in user: only small activity records of names and sizes, never file bytes", async () => {
      const { page, errors, close } = await openPage(browser, { ...WITH_SERVICE_WORKER, ...user.contextOptions });
      const recorded = recordRequests(page.context());
      const sockets: string[] = [];
      page.on("websocket", (socket) => sockets.push(socket.url()));

      const files = await useBothTools(page, (p) => waitForSignedInTool(p, errors));
      // Three compressions, their downloads (one, then three in the ZIP), two optimizations, two downloads.
      const activities = () => recorded.filter((r) => r.method === "POST" && r.url.endsWith("/api/activities"));
      await expect.poll(() => activities().length, { timeout: 5_000 }).toBe(11);
      expect(await violations(recorded, files, true)).toEqual([]);
      expect(sockets).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    });
  });
});
