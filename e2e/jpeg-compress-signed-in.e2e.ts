/**
 * The JPEG compressor for a signed-in person, end to end in Chromium against the built server
 * (image-tools.md sections 4 and 6, issue 5): batch mode and the queue's controls, and the
 * activity records (names and sizes only) that compressing and downloading send.
 */
import { activitySchema } from "@squish/shared/account/activity";
import { readFileSync } from "node:fs";
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, waitForSignedInTool, type SignedInUser } from "./support/account.ts";
import { AUTO_QUEUE_DELAY_MS, AUTO_START_DELAY_MS } from "../apps/web/src/tools/framework/session-runs.ts";
import { baseUrl, launchBrowser, openPage } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";
import {
  addByPicker,
  card,
  cards,
  expectToast,
  fileCount,
  fixture,
  saveDownload,
  scratchDir,
  waitForStatus,
  writeFile,
} from "./support/tool-page.ts";

const LANDSCAPE = (n: number) => fixture(`photo/recurser-Landscape_${n}.jpg`);
const CANON = fixture("photo/ianare-Canon_40D-100x68.jpg");

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
const scratch = scratchDir("jpeg-signed-in");

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
});

afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

describe("JPEG compressor (signed in)", () => {
  let user: SignedInUser;
  /** 12 photos of 1800 x 1200 under distinct names: enough for batch mode, slow enough to watch. */
  let batch: string[] = [];

  beforeAll(async () => {
    user = await createSignedInUser(browser, "10.20.5.1", "Jay Peg");
    batch = Array.from({ length: 12 }, (_, i) =>
      writeFile(scratch.dir, `batch-${String(i + 1).padStart(2, "0")}.jpg`, readFileSync(LANDSCAPE((i % 8) + 1))),
    );
  });

  async function openSignedIn(page: Page, errors: string[]): Promise<void> {
    await page.goto(baseUrl + "/jpeg-compress");
    await waitForSignedInTool(page, errors);
  }

  it("queues 10 or more files by itself in batch mode, with start, pause/resume, skip, retry, remove and stop", async () => {
    const { page, errors, close } = await pages.open(user.contextOptions);
    await openSignedIn(page, errors);
    const queue = page.locator('[data-testid="queue-panel"]');
    await queue.getByText("Add 10 or more images and they are queued").waitFor();
    const entries = queue.getByRole("list", { name: "Queued files" }).getByRole("listitem");
    const entry = (name: string) => entries.filter({ hasText: name });
    const statuses = () => entries.evaluateAll((all) => all.map((li) => li.getAttribute("data-queue-status")));

    const added = Date.now();
    await addByPicker(page, batch);
    await page.locator('[data-testid="batch-mode"]', { hasText: "Batch mode" }).waitFor();
    expect(await fileCount(page)).toBe("12 / 30 images");

    // Half a second later all twelve are queued; a second after that the queue starts by itself.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="queue-panel"] li').length === 12, null, {
      timeout: 5_000,
    });
    const queuedAfter = Date.now() - added;
    expect(queuedAfter).toBeGreaterThanOrEqual(450);

    // Compress All now would queue the same files again: refused.
    await page.getByRole("button", { name: "Compress All" }).click();
    await expectToast(page, "Queue Duplicates Prevented", /^\d+ files? (is|are) already in the queue\.$/);
    expect(await entries.count()).toBe(12);

    // Processing starts without a click; an item being processed cannot be removed.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="queue-panel"] li[data-queue-status="processing"]') !== null,
      null,
      { timeout: 10_000 },
    );
    const processing = queue.locator('li[data-queue-status="processing"]').first();
    expect(await processing.getByRole("button", { name: /^Remove .* from the queue$/ }).isDisabled()).toBe(true);
    await queue.getByRole("button", { name: "Start" }).waitFor();
    expect(await queue.getByRole("button", { name: "Start" }).isDisabled()).toBe(true);

    // Pause (after the automatic start, which the next test covers): what runs finishes, nothing
    // new starts.
    await page.waitForTimeout(Math.max(0, added + 1_700 - Date.now()));
    await queue.getByRole("button", { name: "Pause" }).click();
    await queue.getByRole("button", { name: "Resume" }).waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="queue-panel"] li[data-queue-status="processing"]') === null,
      null,
      { timeout: 20_000 },
    );
    const pausedStatuses = await statuses();
    await page.waitForTimeout(1_200);
    expect(await statuses()).toEqual(pausedStatuses);
    const waiting = pausedStatuses.filter((s) => s === "pending").length;
    expect(waiting).toBeGreaterThanOrEqual(2);

    // Skip while paused: the next waiting file is marked skipped and offers a retry.
    const names = await entries.evaluateAll((all) => all.map((li) => li.querySelector("span")!.textContent!));
    const skipIndex = pausedStatuses.indexOf("pending");
    const skipped = names[skipIndex]!;
    await queue.getByRole("button", { name: "Skip" }).click();
    // Skipped is its own state, not a failure.
    expect(await entry(skipped).getAttribute("data-queue-status")).toBe("skipped");
    expect(await entry(skipped).innerText()).toContain("Skipped");
    expect(await queue.locator('[data-testid="queue-counts"]').innerText()).toContain("1 skipped");
    expect(await queue.locator('[data-testid="queue-counts"]').innerText()).not.toContain("failed");
    expect(await card(page, skipped).getAttribute("data-status")).toBe("skipped");

    // Remove a waiting file from the queue: it leaves the queue, not the page.
    const removed = names[pausedStatuses.lastIndexOf("pending")]!;
    await entry(removed)
      .getByRole("button", { name: `Remove ${removed} from the queue` })
      .click();
    expect(await entries.count()).toBe(11);
    expect(await entry(removed).count()).toBe(0);
    expect(await card(page, removed).getAttribute("data-status")).toBe("pending");

    // Retry puts the skipped file back; Resume runs it.
    await entry(skipped)
      .getByRole("button", { name: `Retry ${skipped}` })
      .click();
    expect(await entry(skipped).getAttribute("data-queue-status")).toBe("pending");
    await queue.getByRole("button", { name: "Resume" }).click();
    await queue.getByRole("button", { name: "Pause" }).waitFor();
    await page.waitForFunction(
      (name) =>
        Array.from(document.querySelectorAll('[data-testid="queue-panel"] li')).some(
          (li) => li.textContent?.includes(name) && li.getAttribute("data-queue-status") === "completed",
        ),
      skipped,
      { timeout: 20_000 },
    );
    await waitForStatus(page, skipped, "completed");

    // Stop halts the queue; files not yet compressed stay queued and waiting, and Start goes on.
    await queue.getByRole("button", { name: "Stop" }).click();
    expect(await queue.getByRole("button", { name: "Stop" }).isDisabled()).toBe(true);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="file-card"][data-status="processing"]') === null,
      null,
      { timeout: 10_000 },
    );
    const cardStatuses = await cards(page).evaluateAll((all) => all.map((c) => c.getAttribute("data-status")));
    expect(cardStatuses).toHaveLength(12);
    expect(cardStatuses.every((s) => s === "pending" || s === "completed")).toBe(true);
    await page.waitForTimeout(600);
    expect(await cards(page).evaluateAll((all) => all.map((c) => c.getAttribute("data-status")))).toEqual(cardStatuses);
    // Batch mode stays on only while 10 or more files wait.
    const stillWaiting = cardStatuses.filter((s) => s === "pending").length;
    expect(await page.locator('[data-testid="batch-mode"]').count()).toBe(stillWaiting >= 10 ? 1 : 0);
    if (stillWaiting > 0) {
      await queue.locator('[data-testid="queue-stopped"]').getByText("Press Start to go on.").waitFor();
      expect(await queue.getByRole("button", { name: "Start" }).isDisabled()).toBe(false);
      await queue.getByRole("button", { name: "Start" }).click();
      await page.locator('[data-testid="file-card"][data-status="processing"]').first().waitFor();
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps a pause made before the automatic start: the queue does not resume by itself", async () => {
    const { page, errors, close } = await pages.open(user.contextOptions);
    // The page's clock is the test's to move: the pause below surely comes before the automatic
    // start, and the start surely falls due after it, however busy the machine is.
    await openSignedIn(page, errors);
    await page.clock.install();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 10));
    const queue = page.locator('[data-testid="queue-panel"]');
    await addByPicker(page, batch.slice(0, 10));
    // Half a second after adding, the files are queued (and the automatic start is set for a second later).
    await page.clock.runFor(AUTO_QUEUE_DELAY_MS);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="queue-panel"] li').length === 10);
    // Start at once rather than waiting for the automatic start, then pause.
    await queue.getByRole("button", { name: "Start" }).click();
    await queue.getByRole("button", { name: "Pause" }).click();
    await queue.getByRole("button", { name: "Resume" }).waitFor();
    // Past the moment the automatic start was due, the queue is still paused and nothing new starts.
    await page.clock.runFor(AUTO_START_DELAY_MS + 500);
    await page.clock.resume();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="queue-panel"] li[data-queue-status="processing"]') === null,
      null,
      { timeout: 20_000 },
    );
    const counts = await queue.locator('[data-testid="queue-counts"]').innerText();
    await page.waitForTimeout(1_000);
    expect(
      await queue.getByRole("button", { name: "Resume" }).count(),
      "the automatic start, due 1.5 s after adding, resumed the paused queue",
    ).toBe(1);
    expect(await queue.locator('[data-testid="queue-counts"]').innerText()).toBe(counts);
    expect(counts).toMatch(/^\d done · 0 processing · \d+ waiting$/);
    await queue.getByRole("button", { name: "Stop" }).click();
    expect(errors).toEqual([]);
    await close();
  });

  it("records compress and download activities with names and sizes only, listed by GET /api/activities", async () => {
    const { page, errors, close } = await pages.open(user.contextOptions);
    const posts: Request[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/activities") posts.push(request);
    });
    await openSignedIn(page, errors);
    const name = "ianare-Canon_40D-100x68.jpg";
    const originalSize = readFileSync(CANON).length;
    await addByPicker(page, [CANON]);
    await card(page, name).getByRole("button", { name: "Compress", exact: true }).click();
    await waitForStatus(page, name, "completed");
    await expect.poll(() => posts.length, { timeout: 5_000 }).toBe(1);

    await saveDownload(page, scratch.dir, () => card(page, name).getByRole("button", { name: "Download" }).click());
    await expect.poll(() => posts.length, { timeout: 5_000 }).toBe(2);
    const responses = await Promise.all(posts.map((post) => post.response()));
    expect(responses.map((r) => r?.status())).toEqual([201, 201]);

    const allowed = Object.keys(activitySchema.shape);
    const bodies = posts.map((post) => {
      const raw = post.postData() ?? "";
      expect(raw.length).toBeLessThan(1024);
      expect(post.headers()["content-type"]).toContain("application/json");
      const body = JSON.parse(raw) as Record<string, unknown>;
      expect(Object.keys(body).every((key) => allowed.includes(key))).toBe(true);
      return body;
    });
    expect(bodies.map((b) => b.activityType)).toEqual(["compress", "download"]);
    for (const body of bodies) {
      expect(body.fileName).toBe(name);
      expect(body.originalSize).toBeCloseTo(originalSize / (1024 * 1024), 6);
      expect(typeof body.compressedSize).toBe("number");
      expect(body.compressedSize as number).toBeLessThan(body.originalSize as number);
    }
    // This member never saved a default quality, so the page used Smart quality.
    expect(bodies[0]!.description).toBe("Compressed with Smart quality (balanced)");
    expect(bodies[1]!.description).toBe(`Downloaded compressed_${name}`);

    const listed = await page.request.get(baseUrl + "/api/activities");
    expect(listed.status()).toBe(200);
    const { items } = (await listed.json()) as { items: { activity_type: string; file_name: string }[] };
    const mine = items.filter((item) => item.file_name === name).map((item) => item.activity_type);
    expect(mine.sort()).toEqual(["compress", "download"]);
    expect(errors).toEqual([]);
    await close();
  });

  it("says a batch is done with a system notification when it finishes in a hidden tab, and only then", async () => {
    // A stand-in for the browser's notifications (allowed) and for the tab being out of sight.
    const { page, errors, close } = await openPage(browser, user.contextOptions);
    await page.addInitScript(() => {
      const shown: { title: string; body?: string }[] = [];
      let hidden = false;
      Object.assign(window, { shownNotifications: shown, setTabHidden: (value: boolean) => (hidden = value) });
      Object.defineProperty(Document.prototype, "visibilityState", { get: () => (hidden ? "hidden" : "visible") });
      class StandIn {
        static permission = "granted";
        static requestPermission = async () => "granted";
        onclick: (() => void) | null = null;
        constructor(title: string, options?: { body?: string }) {
          shown.push({ title, body: options?.body });
        }
        close() {}
      }
      Object.assign(window, { Notification: StandIn });
    });
    await openSignedIn(page, errors);
    const shown = () =>
      page.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications);
    const compressAll = () => page.getByRole("button", { name: "Compress All", exact: true }).click();
    const hide = (value: boolean) =>
      page.evaluate((v) => (window as unknown as { setTabHidden(v: boolean): void }).setTabHidden(v), value);

    // Watched, the page's own cards and toasts say it: no notification.
    await addByPicker(page, [LANDSCAPE(1), LANDSCAPE(2)]);
    await compressAll();
    await waitForStatus(page, "recurser-Landscape_1.jpg", "completed");
    await waitForStatus(page, "recurser-Landscape_2.jpg", "completed");
    expect(await shown()).toEqual([]);

    await addByPicker(page, [LANDSCAPE(3), LANDSCAPE(4)]);
    await hide(true);
    await compressAll();
    await waitForStatus(page, "recurser-Landscape_3.jpg", "completed");
    await waitForStatus(page, "recurser-Landscape_4.jpg", "completed");
    await expect.poll(shown).toHaveLength(1);
    expect((await shown())[0]).toMatchObject({
      title: "2 files compressed",
      body: expect.stringMatching(/^Saved .+ \(\d+% smaller\)\. Your results are waiting in the Squish tab\.$/),
    });
    expect(errors).toEqual([]);
    await close();
  });
});
