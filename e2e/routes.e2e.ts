/**
 * Every route of the specification's tables, every alias and the not-found page, loaded from the
 * real server in Chromium.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXED_BLOG_ARTICLES } from "@squish/shared/blog-articles";
import { PAGE_ROUTES, REDIRECTS } from "@squish/shared/routes";
import { SITE_PAGES } from "@squish/shared/site-pages";
import { baseUrl, launchBrowser, openPage, waitForShell, type WatchedPage } from "./support/browser.ts";

/** Concrete paths for every route; blog patterns are filled with each fixed article. */
function concretePaths(): { path: string; access: string }[] {
  return PAGE_ROUTES.flatMap((route) => {
    if (!route.path.includes(":slug")) return [{ path: route.path, access: route.access }];
    return FIXED_BLOG_ARTICLES.map((a) => ({ path: route.path.replace(":slug", a.slug), access: route.access }));
  });
}

let browser: Browser;
let watched: WatchedPage;

beforeAll(async () => {
  browser = await launchBrowser();
  watched = await openPage(browser);
});
afterAll(async () => {
  await watched?.close();
  await browser?.close();
});

describe("every route", () => {
  it.each(concretePaths())("$path renders inside the public shell", async ({ path, access }) => {
    const { page, errors } = watched;
    errors.length = 0;
    const response = await page.goto(baseUrl + path);
    expect(response?.status()).toBe(200);
    await waitForShell(page);

    // Signed-in pages send guests home (spec 2.1), the admin area sends them to its sign-in page;
    // every other page stays where it is.
    const expected = access === "signed-in" ? "/" : path === "/admin" ? "/admin/login" : path;
    await page.waitForURL((url) => url.pathname === expected);
    // A redirect loads a second page; wait for it to finish as well.
    await waitForShell(page);
    await page.locator("main h1").first().waitFor();
    await expect.poll(() => page.locator("[data-shell='public'] > header").isVisible()).toBe(true);
    expect(await page.locator("[data-shell='public'] > footer").isVisible()).toBe(true);
    expect(await page.locator("main h1").first().isVisible()).toBe(true);
    expect(await page.locator("[data-not-found]").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

/** The title of the app's bare HTML, which only the home page may keep. */
const DEFAULT_TITLE = "Squish: free image compression in your browser";
/** Public pages that say nothing worth finding: they carry `noindex` and no canonical address. */
const UNINDEXED = new Set(["/share", "/blog/create"]);

describe("every public route without JavaScript (what a crawler reads)", () => {
  const publicPaths = concretePaths().filter(({ access }) => access === "public");
  // One page for every path: without JavaScript nothing a page does can reach the next one.
  let crawler: WatchedPage;
  beforeAll(async () => {
    crawler = await openPage(browser, { javaScriptEnabled: false });
  });
  afterAll(() => crawler?.close());

  it.each(publicPaths)("$path carries its own title, description, canonical, h1 and words", async ({ path }) => {
    const { page } = crawler;
    const response = await page.goto(baseUrl + path);
    expect(response?.status()).toBe(200);
    const title = await page.title();
    expect(title).toMatch(/Squish/);
    if (path !== "/") expect(title).not.toBe(DEFAULT_TITLE);
    expect(await page.locator("title").count()).toBe(1);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThanOrEqual(40);
    if (UNINDEXED.has(path) || path.endsWith("/edit")) {
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    } else {
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(baseUrl + path);
      expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(title);
      expect(await page.locator('meta[property="og:url"]').getAttribute("content")).toBe(baseUrl + path);
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    }
    if (UNINDEXED.has(path) || path.endsWith("/edit")) {
      // A utility page does its work with the app (the blog's editor, the inbox of files shared
      // to it): without JavaScript it says that it needs it.
      expect(await page.locator("noscript").textContent()).toContain("needs JavaScript turned on");
      return;
    }
    // Every other page is rendered on the server (record 0049; e2e/server-rendered.e2e.ts checks its whole text).
    const heading = (await page.locator("main h1").textContent())?.trim() ?? "";
    expect(heading.length).toBeGreaterThan(0);
    const words = (await page.locator("main").textContent())?.trim() ?? "";
    expect(words.length - heading.length).toBeGreaterThanOrEqual(40);
  });
  it.each([...REDIRECTS])("%s leads a crawler to %s and its canonical address", async (alias, target) => {
    const { page } = crawler;
    const response = await page.goto(baseUrl + alias);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(target);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(baseUrl + target);
  });
});

describe("the head when the app navigates", () => {
  it("gives /, /tools and /about their own title, description and canonical without a reload", async () => {
    const { page, errors, close } = await openPage(browser);
    const head = async () => ({
      title: await page.title(),
      description: await page.locator('meta[name="description"]').getAttribute("content"),
      canonical: await page.locator('link[rel="canonical"]').getAttribute("href"),
    });
    const expected = (id: string) => ({
      title: SITE_PAGES[id]!.title,
      description: SITE_PAGES[id]!.description,
      canonical: baseUrl + SITE_PAGES[id]!.path,
    });
    await page.goto(`${baseUrl}/jpeg-compress`);
    await waitForShell(page);
    await page.locator('header a[href="/"]').first().click();
    await expect.poll(head).toEqual(expected("home"));
    await page.getByRole("link", { name: "Explore Tools" }).click();
    await expect.poll(head).toEqual(expected("tools"));
    await page.locator('footer a[href="/about"]').first().click();
    await expect.poll(head).toEqual(expected("about"));
    expect(errors).toEqual([]);
    await close();
  });
});

describe("redirect aliases", () => {
  it.each([...REDIRECTS])("%s ends on %s", async (alias, target) => {
    const { page, errors } = watched;
    errors.length = 0;
    const response = await page.goto(`${baseUrl}${alias}?from=test`);
    expect(response?.status()).toBe(200);
    await waitForShell(page);
    const url = new URL(page.url());
    expect(url.pathname).toBe(target);
    expect(url.search).toBe("?from=test");
    expect(errors).toEqual([]);
  });

  it("redirects inside the app too, when a link names an alias", async () => {
    const { page } = watched;
    await page.goto(`${baseUrl}/no-such-page`);
    await waitForShell(page);
    await page.getByRole("link", { name: "Compress images" }).click();
    await page.waitForURL((url) => url.pathname === "/jpeg-compress");
    expect(await page.locator("main h1").textContent()).toBe("JPEG Compressor");
  });
});

describe("the not-found page", () => {
  it("shows the requested path with HTTP 404, home, back and the helpful links", async () => {
    const { page, errors } = watched;
    errors.length = 0;
    const response = await page.goto(`${baseUrl}/definitely/not-here`);
    expect(response?.status()).toBe(404);
    await waitForShell(page);
    expect(await page.locator("[data-requested-path]").textContent()).toBe("/definitely/not-here");
    expect(await page.getByRole("link", { name: "Go home" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Go back" }).isVisible()).toBe(true);
    const hrefs = await page
      .getByRole("navigation", { name: "Helpful links" })
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/compress", "/tools", "/dashboard", "/contact", "/faq"]);
    // The only console error allowed is the browser's note about the 404 document itself.
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
  });

  it("answers an unknown blog post with 404 as well", async () => {
    const response = await watched.page.goto(`${baseUrl}/blog/no-such-article`);
    expect(response?.status()).toBe(404);
    await waitForShell(watched.page);
    expect(await watched.page.locator("[data-not-found]").isVisible()).toBe(true);
  });

  it("goes back to the previous page with Back", async () => {
    const { page } = watched;
    await page.goto(`${baseUrl}/about`);
    await waitForShell(page);
    await page.goto(`${baseUrl}/missing-page`);
    await waitForShell(page);
    await page.getByRole("button", { name: "Go back" }).click();
    await page.waitForURL((url) => url.pathname === "/about");
  });
});

describe("the catalogue's search", () => {
  it("finds tools by format, synonym and typo, best match first, with the query in the address", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${baseUrl}/tools`);
    await waitForShell(page);
    const search = page.getByRole("searchbox", { name: "Search image tools" });
    const firstCard = () => page.locator("main h2").first().innerText();
    await search.fill("compress png");
    await expect.poll(firstCard).toBe("PNG Optimizer");
    expect(new URL(page.url()).searchParams.get("q")).toBe("compress png");
    await search.fill("jpge");
    await expect.poll(firstCard).toBe("JPEG Compressor");
    await search.fill("iphone photo");
    await expect.poll(firstCard).toBe("Bulk Compressor");
    await search.fill("spreadsheet");
    await page.getByText("No tools found").waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
