/**
 * Every page of the site for suites that walk them all (phone widths, accessibility): each route
 * of the route table, public, member and admin, with each admin section; and a visitor who sees the
 * fullest version of each: a member with a long name, activity with long file names and pinned
 * tools, who is also an admin.
 */
import { execFileSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { FIXED_BLOG_ARTICLES } from "@squish/shared/blog-articles";
import { PAGE_ROUTES } from "@squish/shared/routes";
import { createSignedInUser } from "./account.ts";
import { baseUrl, waitForShell } from "./browser.ts";

const repoRoot = resolve(import.meta.dirname, "../..");
const PASSWORD = "squish the pixels";
export const LONG_NAME = "Maximiliana Alexandrina Montgomery-Featherstonehaugh";
export const LONG_FILE = "IMG_20261127_093512_HDR_portrait-mode_holiday-in-the-mountains-final-final.jpeg";

/** Admin sections beyond the first, each at its own address. */
const ADMIN_SECTIONS = ["messages", "requests", "posts", "email", "audit"];

/** Every route's path; blog patterns filled with the first fixed article, or with every one. */
export function everyPath({ allArticles = false } = {}): string[] {
  const articles = allArticles ? FIXED_BLOG_ARTICLES : FIXED_BLOG_ARTICLES.slice(0, 1);
  const paths = PAGE_ROUTES.flatMap((route) =>
    route.path.includes(":slug") ? articles.map((a) => route.path.replace(":slug", a.slug)) : [route.path],
  );
  return [...paths, ...ADMIN_SECTIONS.map((section) => `/admin?section=${section}`)];
}

/** Signs in through the API once the account is an admin, so the session carries the role. */
async function signIn(browser: Browser, email: string, address: string): Promise<BrowserContextOptions> {
  const headers = { "x-forwarded-for": address };
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

/**
 * A member and admin with a full account (six activities, three pinned tools); its context options.
 * `address` is the visitor's own (the sign-in limit is per address), one per suite.
 */
export async function createFullMember(browser: Browser, address: string): Promise<BrowserContextOptions> {
  const user = await createSignedInUser(browser, address, LONG_NAME);
  // The same script as `npm run admin:create`, on the test server's data folder.
  execFileSync(process.execPath, ["--import", "tsx", "apps/server/src/cli/create-admin.ts", user.email], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dirname(inject("outboxDir")), DATABASE_URL: "", LOG_LEVEL: "silent" },
  });
  const member = await signIn(browser, user.email, address);
  const context = await browser.newContext(member);
  try {
    for (let i = 0; i < 6; i++) {
      const response = await context.request.post(baseUrl + "/api/activities", {
        data: {
          id: `full-${Date.now()}-${i}`,
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
    const pins = await context.request.put(baseUrl + "/api/my-tools/pins", {
      data: { toolIds: ["format-converter", "png-optimizer", "watermark-tool"] },
      headers: { origin: baseUrl },
    });
    expect(pins.ok()).toBe(true);
  } finally {
    await context.close();
  }
  return member;
}

/** Waits until the page has drawn what it loads after the shell (the member pages' data). */
export async function settled(page: Page, path: string): Promise<void> {
  await waitForShell(page);
  await page.locator("main h1").first().waitFor();
  await page.locator("main [role=status] svg.animate-spin").first().waitFor({ state: "detached" });
  if (path === "/dashboard" || path === "/all-activity") await page.getByText(LONG_FILE).first().waitFor();
  if (path === "/my-tools") await page.getByTestId("pinned-tools").locator("li").first().waitFor();
}
