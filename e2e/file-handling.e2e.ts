/**
 * Opening images with the installed app on desktop (File Handling API, record 0023), in Chromium
 * against the built server. Chromium hands files to an installed app through `window.launchQueue`,
 * which a test browser without an installed app does not fill, so an init script plays the platform:
 * its consumer receives file handles whose `getFile()` returns real fixture bytes, as on a launch.
 * The page the manifest's file handler points to must offer the tools that take the files, open the
 * chosen one with them added, and send none of their bytes anywhere.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOOLS } from "@squish/shared/tools";
import { shareChoices, type ShareableTool } from "../apps/web/src/share/share-choices.ts";
import { acceptsFile } from "../apps/web/src/tools/framework/intake.ts";
import type { AnyToolDefinition } from "../apps/web/src/tools/framework/tool-definition.ts";
import { BUILT_TOOL_IDS, loadToolDefinition } from "../apps/web/src/tools/registry.ts";
import { baseUrl, launchBrowser, waitForShell, WITH_SERVICE_WORKER } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";
import { recordRequests, violations } from "./support/privacy.ts";
import { fixture, waitForStatus } from "./support/tool-page.ts";

interface WebManifest {
  file_handlers: { action: string; accept: Record<string, string[]> }[];
}

interface LaunchedFile {
  name: string;
  type: string;
  base64: string;
}

const JPEG = fixture("photo/ianare-Canon_40D-100x68.jpg");
const PNG = fixture("png/debian-desktop-base-preview-600x338.png");

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
let manifest: WebManifest;
let tools: ShareableTool[];
let definitions: AnyToolDefinition[];

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
  manifest = (await (await fetch(baseUrl + "/manifest.webmanifest")).json()) as WebManifest;
  // What the tools take, from their own definitions (as the share page works it out).
  const built = TOOLS.filter((tool) => BUILT_TOOL_IDS.has(tool.id));
  definitions = await Promise.all(built.map((tool) => loadToolDefinition(tool.id)));
  tools = built.map((tool, index) => ({
    id: tool.id,
    name: tool.name,
    path: tool.path,
    accepts: (file) => acceptsFile(definitions[index]!, file),
  }));
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Makes `window.launchQueue` hand these files to the page's consumer, the way Chromium does when
 * the installed app is opened with them: a LaunchParams whose `files` are file handles.
 */
async function launchWith(page: Page, files: LaunchedFile[]): Promise<void> {
  await page.addInitScript((launched) => {
    const handles = launched.map((file) => ({
      kind: "file" as const,
      name: file.name,
      getFile: async () => {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        return new File([bytes], file.name, { type: file.type, lastModified: 1_700_000_000_000 });
      },
    }));
    const queue = {
      setConsumer(consumer: (params: { files: typeof handles; targetURL: string }) => void) {
        // Launches that came before the consumer are delivered when it is set, asynchronously.
        setTimeout(() => consumer({ files: handles, targetURL: location.href }), 0);
      },
    };
    Object.defineProperty(window, "launchQueue", { value: queue, configurable: true });
  }, files);
}

const launched = (path: string, type: string): LaunchedFile => ({
  name: basename(path),
  type,
  base64: readFileSync(path).toString("base64"),
});

describe("opening files with the installed app", () => {
  it("lists the formats the tools take in the manifest's file handler, no more and no fewer", () => {
    expect(manifest.file_handlers).toHaveLength(1);
    const listed = Object.entries(manifest.file_handlers[0]!.accept).flatMap(([type, extensions]) =>
      extensions.map((extension) => ({ type, name: `file${extension}` })),
    );
    // Every type and extension the handler lists opens in at least one tool...
    expect(listed.filter((file) => !tools.some((tool) => tool.accepts(file)))).toEqual([]);
    // ...and every extension a tool takes is listed, under a type that tool takes.
    for (const [index, tool] of tools.entries()) {
      for (const extension of definitions[index]!.accept.extensions) {
        const underItsType = listed.some((file) => file.name === `file.${extension}` && tool.accepts(file));
        expect(underItsType, `${tool.id}: .${extension}`).toBe(true);
      }
    }
  });

  it("offers the tools that take the launched files, opens one with them added, and uploads nothing", async () => {
    const { page, errors, close } = await pages.open({ ...WITH_SERVICE_WORKER, colorScheme: "light" });
    const requests = recordRequests(page.context());
    const files = [launched(JPEG, "image/jpeg"), launched(PNG, "image/png")];
    await launchWith(page, files);

    await page.goto(baseUrl + manifest.file_handlers[0]!.action);
    await waitForShell(page);
    const list = page.getByRole("list", { name: "Shared files" });
    for (const file of files) await list.getByText(file.name).waitFor();

    const buttons = page.getByRole("list", { name: "Tools for these files" }).getByRole("button");
    const offered = (await buttons.allInnerTexts()).map((text) => text.split("\n"));
    const names = offered.map(([name]) => name);
    expect(names).toEqual(shareChoices(tools, files).map((choice) => choice.name));
    // Those that take both come first, with no note; then those that take one, saying so.
    const firstPartial = offered.findIndex(([, note]) => note !== undefined);
    expect(firstPartial).toBeGreaterThan(0);
    expect(names.slice(0, firstPartial)).toEqual(
      expect.arrayContaining(["Image Resizer", "Image Cropper", "Format Converter", "Bulk Compressor"]),
    );
    expect(offered.slice(firstPartial)).toEqual(
      expect.arrayContaining([
        ["JPEG Compressor", "Takes 1 of 2 files"],
        ["PNG Optimizer", "Takes 1 of 2 files"],
      ]),
    );
    expect(offered.slice(firstPartial).every(([, note]) => note === "Takes 1 of 2 files")).toBe(true);
    expect(names).not.toContain("PDF Compressor");

    await page.getByRole("button", { name: "Image Resizer" }).click();
    await page.waitForURL(baseUrl + "/image-resizer");
    for (const file of files) await waitForStatus(page, file.name, "pending");

    const bytes = files.map((file) => Buffer.from(file.base64, "base64"));
    expect(await violations(requests, bytes, false)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
