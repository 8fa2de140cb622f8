/** Helpers for suites that run with the site's service worker (record 0023). */
import type { Page } from "playwright-core";

/** Waits until the service worker is active and controls the page. */
export async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((done) => navigator.serviceWorker.addEventListener("controllerchange", done, { once: true }));
  });
}

/**
 * Waits until the service worker has kept every file a visit to a tool keeps, by asking it for the
 * same set again with a reply port (files already kept are not fetched twice).
 */
export const allKept = (page: Page, skip: string) =>
  page.evaluate(async (skip) => {
    const worker = (await navigator.serviceWorker.ready).active!;
    const reply = await new Promise<{ type: string; message?: string }>((answered) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => {
        if (event.data.type !== "cache-progress") answered(event.data);
      };
      worker.postMessage({ type: "cache-everything", skip }, [channel.port2]);
    });
    if (reply.type !== "cache-done") throw new Error(`The worker did not keep the tool's files: ${reply.message}`);
  }, skip);
