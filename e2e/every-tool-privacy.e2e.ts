/**
 * "Files never leave the device", for every tool in the registry (so a new tool is covered the
 * moment it is registered): as a guest, signed in, and offline after one visit, a file is added,
 * processed and downloaded under the tool's name (`outputName`, with the extension of the format the
 * bytes are), and every request the browser made is checked (support/privacy.ts):
 * nothing to another origin, no body over 4 KB, no piece of the file or the result in any request;
 * signed in, only small activity records of names and sizes.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolById } from "@squish/shared/tools";
import { skippedFor } from "../apps/web/src/offline/keep-tool-offline.ts";
import { outputName } from "../apps/web/src/tools/framework/download.ts";
import { toolLimit } from "../apps/web/src/tools/framework/intake.ts";
import type { AnyToolDefinition } from "../apps/web/src/tools/framework/tool-definition.ts";
import { BUILT_TOOL_IDS, loadToolDefinition } from "../apps/web/src/tools/registry.ts";
import { createSignedInUser, waitForSignedInTool } from "./support/account.ts";
import { baseUrl, launchBrowser, openPage, waitForShell, WITH_SERVICE_WORKER } from "./support/browser.ts";
import { recordRequests, violations } from "./support/privacy.ts";
import { allKept, controlled } from "./support/service-worker.ts";
import {
  addByPicker,
  fixture,
  imageFacts,
  makeJpeg,
  runFile,
  saveDownload,
  scratchDir,
  waitForStatus,
} from "./support/tool-page.ts";

/**
 * A run of every tool in one test: the time grows with the registry, about 4 s a tool on two
 * quiet cores and twice that on a busy machine (the signed-in pass once ran out of a minute).
 */
const EVERY_TOOL_MS = 180_000;

let browser: Browser;
const scratch = scratchDir("every-tool-privacy");
const definitions: AnyToolDefinition[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  for (const id of BUILT_TOOL_IDS) definitions.push(await loadToolDefinition(id));
});
afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

/** A file each tool takes: a photo where it can, else a PNG, a PDF or a GIF. */
function sampleFor(definition: AnyToolDefinition): string {
  const takes = (extension: string) => definition.accept.extensions.includes(extension);
  if (takes("jpg")) return fixture("photo/ianare-Canon_40D-100x68.jpg");
  if (takes("png")) return fixture("png/pillow-pil123rgba-interlaced.png");
  if (takes("pdf")) return fixture("pdf/pikepdf-congress.pdf");
  return fixture("gif/pillow-transparent.gif");
}

/**
 * Adds the tool's sample, processes it and downloads the result, which must carry the tool's name
 * and the extension of its format; returns both files' bytes.
 */
async function useTool(page: Page, definition: AnyToolDefinition, ready: () => Promise<void>): Promise<Uint8Array[]> {
  const path = sampleFor(definition);
  const name = basename(path);
  await page.goto(baseUrl + toolById(definition.id)!.path);
  await ready();
  await page.locator('[data-testid="drop-zone"]').waitFor();
  await addByPicker(page, [path]);
  await waitForStatus(page, name, "pending");
  await runFile(page, definition, name);
  const done = await waitForStatus(page, name, "completed", 60_000);
  // A card shows its summary; a table row its figures in columns.
  if (definition.layout !== "table") {
    await done.locator('[data-testid="result-summary"], [data-testid="kept-original"]').first().waitFor();
  }
  const saved = await saveDownload(page, scratch.dir, () => done.getByRole("button", { name: "Download" }).click());
  const bytes = readFileSync(saved.path);
  // Downloaded under the tool's name, with the extension of what the bytes are. A document is
  // checked by its header here (e2e/pdf-compress.e2e.ts opens it); pictures are decoded.
  const facts = bytes.subarray(0, 5).toString("latin1") === "%PDF-" ? { format: "pdf" } : await imageFacts(bytes);
  const extension = facts.format === "jpeg" ? "jpg" : facts.format === "heif" ? "avif" : facts.format!;
  expect([definition.id, saved.name]).toEqual([definition.id, outputName(definition.outputPrefix, name, extension)]);
  return [readFileSync(path), bytes];
}

describe("no file leaves the device, in every tool", () => {
  it(
    "as a guest",
    async () => {
      const { page, errors, close } = await openPage(browser, WITH_SERVICE_WORKER);
      const recorded = recordRequests(page.context());
      const files: Uint8Array[] = [];
      for (const definition of definitions) files.push(...(await useTool(page, definition, () => waitForShell(page))));
      expect(recorded.some((r) => /\.wasm$/.test(new URL(r.url).pathname))).toBe(true);
      expect(await violations(recorded, files, false)).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    },
    EVERY_TOOL_MS,
  );

  it(
    "signed in: only small activity records of names and sizes",
    async () => {
      const user = await createSignedInUser(browser, "10.30.9.1", "Every Tool");
      const { page, errors, close } = await openPage(browser, { ...WITH_SERVICE_WORKER, ...user.contextOptions });
      const recorded = recordRequests(page.context());
      const files: Uint8Array[] = [];
      for (const definition of definitions) {
        const limit = toolLimit(definition, true);
        files.push(...(await useTool(page, definition, () => waitForSignedInTool(page, errors, limit))));
      }
      const activities = () => recorded.filter((r) => r.method === "POST" && r.url.endsWith("/api/activities"));
      // One record per processed file and one per download, for every tool.
      await expect.poll(() => activities().length, { timeout: 10_000 }).toBe(definitions.length * 2);
      expect(await violations(recorded, files, true)).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    },
    EVERY_TOOL_MS,
  );

  it("the bulk compressor with 100 files, as a guest: none of them, nor their ZIP, goes anywhere", async () => {
    const paths = await Promise.all(
      Array.from({ length: 100 }, (_, i) => makeJpeg(scratch.dir, `bulk-${i}.jpg`, 96, 64, i + 7)),
    );
    const { page, errors, close } = await openPage(browser, WITH_SERVICE_WORKER);
    const recorded = recordRequests(page.context());
    await page.goto(baseUrl + toolById("bulk-compress")!.path);
    await waitForShell(page);
    await addByPicker(page, paths);
    await page.getByRole("button", { name: "Compress All", exact: true }).click();
    // The table holds only the rows in view; the overall count says when all are done.
    await page.getByTestId("batch-done").filter({ hasText: /^100$/ }).waitFor({ timeout: 180_000 });
    const zip = await saveDownload(page, scratch.dir, () => page.getByRole("button", { name: "Download ZIP" }).click());
    const files = [...paths.map((p) => readFileSync(p)), readFileSync(zip.path)];
    expect(await violations(recorded, files, false)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it(
    "offline after one visit: each tool works with the network off, and nothing is sent",
    async () => {
      const { page, close } = await openPage(browser, WITH_SERVICE_WORKER);
      const recorded = recordRequests(page.context());
      const files: Uint8Array[] = [];
      await page.goto(baseUrl + "/");
      await waitForShell(page);
      await controlled(page);
      for (const definition of definitions) {
        // One visit online, in which the service worker keeps the tool's code and codecs (it keeps
        // them while the page is open, so wait until it has)...
        await page.goto(baseUrl + toolById(definition.id)!.path);
        await waitForShell(page);
        await page.locator('[data-testid="drop-zone"]').waitFor();
        await allKept(page, skippedFor(definition.id));
        // ...then the tool is used with the network off.
        await page.context().setOffline(true);
        files.push(...(await useTool(page, definition, () => waitForShell(page))));
        await page.context().setOffline(false);
      }
      expect(await violations(recorded, files, false)).toEqual([]);
      await close();
    },
    EVERY_TOOL_MS,
  );
});
