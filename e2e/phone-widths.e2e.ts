/**
 * Every page fits a phone (issue 28, item 1): each route of the route table, public, member and
 * admin (with each admin section), at 360 and 390 px, is no wider than the window, so nothing is
 * cut off on the right and nothing scrolls sideways. The visitor is a member with a long name,
 * activity with long file names and pinned tools, who is also an admin, so every page shows its
 * fullest rows.
 */
import { execFileSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { FIXED_BLOG_ARTICLES } from "@squish/shared/blog-articles";
import { PAGE_ROUTES } from "@squish/shared/routes";
import { createSignedInUser } from "./support/account.ts";
import { baseUrl, launchBrowser, screenshot, waitForShell } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";

const repoRoot = resolve(import.meta.dirname, "..");
const PASSWORD = "squish the pixels";
const ADDRESS = "10.90.1.1";
const LONG_NAME = "Maximiliana Alexandrina Montgomery-Featherstonehaugh";
const LONG_FILE = "IMG_20261127_093512_HDR_portrait-mode_holiday-in-the-mountains-final-final.jpeg";

/** Admin sections beyond the first, each at its own address. */
const ADMIN_SECTIONS = ["messages", "requests", "posts", "audit"];

function everyPath(): string[] {
  const paths = PAGE_ROUTES.flatMap((route) =>
    route.path.includes(":slug")
      ? FIXED_BLOG_ARTICLES.slice(0, 1).map((a) => route.path.replace(":slug", a.slug))
      : [route.path],
  );
  return [...paths, ...ADMIN_SECTIONS.map((section) => `/admin?section=${section}`)];
}

let browser: Browser;
let pages: WarmPages;
let member: BrowserContextOptions;

/** Signs in through the API once the account is an admin, so the session carries the role. */
async function signIn(email: string): Promise<BrowserContextOptions> {
  const headers = { "x-forwarded-for": ADDRESS };
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  try {
    const response = await context.request.post(baseUrl + "/api/auth/sign-in/email", {
      data: { email, password: PASSWORD },
      headers: { origin: baseUrl },
    });
    if (!response.ok()) throw new Error(`Sign-in failed: ${response.status()} ${await response.text()}`);
    return { storageState: await context.storageState(), extraHTTPHeaders: headers };
  } finally {
    await context.close();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
  const user = await createSignedInUser(browser, ADDRESS, LONG_NAME);
  // The same script as `npm run admin:create`, on the test server's data folder.
  execFileSync(process.execPath, ["--import", "tsx", "apps/server/src/cli/create-admin.ts", user.email], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dirname(inject("outboxDir")), DATABASE_URL: "", LOG_LEVEL: "silent" },
  });
  member = await signIn(user.email);
  const { page, close } = await pages.open(member);
  const request = page.context().request;
  for (let i = 0; i < 6; i++) {
    const response = await request.post(baseUrl + "/api/activities", {
      data: {
        id: `phone-${Date.now()}-${i}`,
        activityType: "compress",
        fileName: `${i}-${LONG_FILE}`,
        description: "Compressed",
        originalSize: 12.5,
        compressedSize: 3.25,
      },
      headers: { origin: baseUrl },
    });
    expect(response.status()).toBe(201);
  }
  const pins = await request.put(baseUrl + "/api/my-tools/pins", {
    data: { toolIds: ["format-converter", "png-optimizer", "watermark-tool"] },
    headers: { origin: baseUrl },
  });
  expect(pins.ok()).toBe(true);
  await close();
});
afterAll(async () => {
  await browser?.close();
});

/** The elements that reach past the window's right edge, innermost first, to name in a failure. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= limit + 0.5) continue;
      // Only the innermost: an element none of whose children also overflow.
      const child = [...element.children].some((c) => c.getBoundingClientRect().right > limit + 0.5);
      if (child) continue;
      const name = element.tagName.toLowerCase();
      const id = element.getAttribute("data-testid") ?? element.getAttribute("class")?.split(" ").slice(0, 3).join(".");
      found.push(`${name}${id ? `[${id}]` : ""} to ${Math.round(box.right)} px`);
    }
    return found.slice(0, 5);
  });
}

/** Waits until the page has drawn what it loads after the shell (the member pages' data). */
async function settled(page: Page, path: string): Promise<void> {
  await waitForShell(page);
  await page.locator("main h1").first().waitFor();
  await page.locator("main [role=status] svg.animate-spin").first().waitFor({ state: "detached" });
  if (path === "/dashboard" || path === "/all-activity") await page.getByText(LONG_FILE).first().waitFor();
  if (path === "/my-tools") await page.getByTestId("pinned-tools").locator("li").first().waitFor();
}

describe("every page on a phone", () => {
  it.each([360, 390])("is no wider than a %i px window", async (width) => {
    const { page, errors, close } = await pages.open({ ...member, viewport: { width, height: 800 } });
    const tooWide: string[] = [];
    for (const path of everyPath()) {
      await page.goto(baseUrl + path);
      await settled(page, path);
      const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (documentWidth > width) {
        tooWide.push(`${path} is ${documentWidth} px wide: ${(await overflowing(page)).join(", ")}`);
      }
    }
    if (width === 360) {
      for (const path of ["/dashboard", "/my-tools"]) {
        await page.goto(baseUrl + path);
        await settled(page, path);
        await screenshot(page, `phone-360${path.replace("/", "-")}`);
      }
    }
    expect(tooWide).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
