/**
 * "Images never leave the device", checked: every request the browser makes while files are
 * added, compressed or optimized and downloaded on both tool pages is recorded (the pages, their
 * workers and every fetch), and the test fails if any goes to another origin, carries a body over
 * 4 KB, or carries any 32-byte piece of an input file or a result, raw or base64-encoded. For a
 * signed-in user the activity records are allowed, and must be small JSON of names and sizes.
 */
import { activitySchema } from "@squish/shared/account";
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, waitForSignedInTool, type SignedInUser } from "./support/account.ts";
import { baseUrl, launchBrowser, openPage, waitForShell } from "./support/browser.ts";
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

const MAX_BODY = 4 * 1024;
const WINDOW = 32;
const ACTIVITY_FIELDS = Object.keys(activitySchema.shape);

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

interface Recorded {
  request: Request;
  url: string;
  method: string;
  body: Buffer | null;
}

/** Records every request of the context (pages and their workers) from now on. */
function recordRequests(context: BrowserContext): Recorded[] {
  const recorded: Recorded[] = [];
  context.on("request", (request) =>
    recorded.push({ request, url: request.url(), method: request.method(), body: request.postDataBuffer() }),
  );
  return recorded;
}

/** 32-byte pieces spread through a file (start, middle, end), and their base64 forms. */
function samples(bytes: Uint8Array, count = 24): { raw: Buffer[]; base64: string[] } {
  const raw: Buffer[] = [];
  const base64: string[] = [];
  const buffer = Buffer.from(bytes);
  for (let i = 0; i < count; i++) {
    const at = Math.floor(((buffer.length - WINDOW) * i) / (count - 1));
    raw.push(buffer.subarray(at, at + WINDOW));
    // In the base64 of the whole file, 30 bytes starting at a multiple of 3 always encode the same.
    const aligned = Math.ceil(at / 3) * 3;
    if (aligned + 30 <= buffer.length) base64.push(buffer.subarray(aligned, aligned + 30).toString("base64"));
  }
  return { raw, base64 };
}

/** What a request must not be: off-site, large, or carrying any sampled piece of the files. */
async function violations(recorded: Recorded[], files: Uint8Array[], allowActivity: boolean): Promise<string[]> {
  const site = new URL(baseUrl).origin;
  const pieces = files.map((bytes) => samples(bytes));
  const found: string[] = [];
  for (const { request, url, method, body } of recorded) {
    const parsed = new URL(url);
    if (parsed.protocol !== "data:" && parsed.origin !== site) found.push(`${method} ${url}: not this site`);
    // The body as sent, even when the browser did not hand its bytes to the recorder.
    const sizes = await request.sizes().catch(() => null);
    const size = Math.max(body?.length ?? 0, sizes?.requestBodySize ?? 0);
    if (size > MAX_BODY) found.push(`${method} ${url}: a body of ${size} bytes`);
    if (!body || body.length === 0) continue;
    const text = body.toString("latin1");
    for (const [index, { raw, base64 }] of pieces.entries()) {
      if (raw.some((piece) => body.includes(piece)) || base64.some((piece) => text.includes(piece))) {
        found.push(`${method} ${url}: carries bytes of file ${index + 1}`);
      }
    }
    if (parsed.origin === site && parsed.pathname === "/api/activities" && method === "POST") {
      if (!allowActivity) found.push(`${method} ${url}: a guest's activity record`);
      else {
        const record = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
        const extra = Object.keys(record).filter((key) => !ACTIVITY_FIELDS.includes(key));
        if (extra.length > 0) found.push(`${method} ${url}: unexpected fields ${extra.join(", ")}`);
        if (body.length > 1024) found.push(`${method} ${url}: an activity record of ${body.length} bytes`);
      }
    } else if (method !== "GET" && method !== "HEAD" && body.length > 0) {
      found.push(`${method} ${url}: an unexpected request body of ${body.length} bytes`);
    }
  }
  return found;
}

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
    const { page, errors, close } = await openPage(browser);
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
      const { page, errors, close } = await openPage(browser, user.contextOptions);
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
