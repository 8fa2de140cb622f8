/**
 * The public blog on the built site: the list with its tag filters, search and empty state, an
 * article with its table of contents, related posts and previous/next links, the head it sets,
 * the words a visitor without JavaScript gets, accessibility, and screenshots in both themes.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/axe.ts";
import { baseUrl, launchBrowser, screenshot, waitForShell } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";

const ARTICLE = "jpeg-compression-guide";
const front = parse(
  /^---\n([\s\S]*?)\n---/.exec(
    readFileSync(new URL(`../apps/web/content/blog/${ARTICLE}.md`, import.meta.url), "utf8"),
  )![1]!,
) as { title: string };

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
});
afterAll(async () => {
  await browser?.close();
});

const cards = (page: Page) => page.locator("[data-post-list] > li");
const resultCount = (page: Page) => page.locator("[data-result-count]");

describe("the blog", () => {
  it("lists the posts, filters them by tag and by search, and says when nothing matches", async () => {
    const { page, errors, close } = await pages.open({ bypassCSP: true });
    await page.goto(`${baseUrl}/blog`);
    await waitForShell(page);
    await page.getByRole("heading", { level: 1, name: "Blog" }).waitFor();
    // The cards and the count sentence, read in one snapshot: another suite's admin may publish a post on
    // this shared server at any moment, and the list refetches; the two must agree once it settles.
    const listed = () =>
      page.evaluate(() => ({
        cards: document.querySelectorAll("[data-post-list] > li").length,
        count: document.querySelector("[data-result-count]")?.textContent ?? "",
      }));
    await expect
      .poll(async () => {
        const { cards, count } = await listed();
        return count === `${cards} posts`;
      })
      .toBe(true);
    const total = (await listed()).cards;
    expect(total).toBeGreaterThanOrEqual(12);
    expect(await page.title()).toBe("Blog: image compression guides | Squish");

    // A tag, chosen with the keyboard.
    const png = page.getByRole("group", { name: "Filter by tag" }).getByRole("button", { name: /^png \d+$/ });
    await png.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("tag") === "png");
    // The address changes first; the list renders in a transition just after.
    await expect.poll(() => png.getAttribute("aria-pressed")).toBe("true");
    const tagged = await cards(page).count();
    expect(tagged).toBeGreaterThan(0);
    expect(tagged).toBeLessThan(total);
    for (const tags of await cards(page).getByRole("list", { name: "Tags" }).allTextContents()) {
      expect(tags).toContain("png");
    }
    // Of all posts: the total may have grown meanwhile, as another suite's admin publishes one on this server.
    const taggedOf = /^(\d+) of (\d+) posts tagged "png"$/.exec((await resultCount(page).textContent()) ?? "");
    expect([Number(taggedOf?.[1]), Number(taggedOf?.[2]) >= total]).toEqual([tagged, true]);
    await page.keyboard.press("Space");
    await page.waitForURL((url) => !url.searchParams.has("tag"));
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(total);

    // Search over titles, descriptions and tags.
    const search = page.getByRole("searchbox", { name: "Search posts" });
    await search.fill("transparency");
    await page.waitForURL((url) => url.searchParams.get("q") === "transparency");
    await expect.poll(() => cards(page).count()).toBeLessThan(total);
    expect(await cards(page).locator('a[href="/blog/png-transparency-optimization"]').count()).toBe(1);
    expect(await cards(page).count()).toBeLessThan(total);

    await search.fill("no post is about zebras");
    await page.locator("[data-empty-state]").waitFor();
    expect(await resultCount(page).textContent()).toMatch(/^0 of \d+ posts/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Clear the search and filters" }).click();
    await page.waitForURL((url) => url.search === "");
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(total);
    expect(await search.inputValue()).toBe("");

    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("opens an article with its contents, head, related posts and previous/next", async () => {
    const { page, errors, close } = await pages.open({ bypassCSP: true });
    await page.goto(`${baseUrl}/blog`);
    await waitForShell(page);
    await page.locator(`[data-post-list] a[href="/blog/${ARTICLE}"]`).click();
    await page.waitForURL(`${baseUrl}/blog/${ARTICLE}`);
    await page.getByRole("heading", { level: 1, name: front.title }).waitFor();
    expect(await page.title()).toBe(`${front.title} | Squish`);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl}/blog/${ARTICLE}`);
    // Reached by navigation, the article's own link-preview picture replaces the list's default.
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toBe(
      `${baseUrl}/og/blog/${ARTICLE}.png`,
    );
    const data = JSON.parse((await page.locator("#blog-structured-data").textContent())!) as { "@type": string }[];
    expect(data.map((d) => d["@type"])).toEqual(["Article", "BreadcrumbList"]);
    expect(await page.locator("[data-blog-article] table").count()).toBeGreaterThan(0);
    expect(
      await page
        .getByText(/min read/)
        .first()
        .textContent(),
    ).toMatch(/\d+ min read/);

    // The table of contents moves to its heading.
    const toc = page.getByRole("navigation", { name: "Table of contents" });
    const link = toc.getByRole("link").nth(2);
    const id = (await link.getAttribute("href"))!.slice(1);
    await link.click();
    await page.waitForURL((url) => url.hash === `#${id}`);
    await page.waitForFunction((heading) => {
      const top = document.getElementById(heading)?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    }, id);

    expect(await page.locator("[data-related-posts] li").count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Previous and next, by date.
    const next = page.locator("[data-next-post]");
    const nextHref = await next.getAttribute("href");
    expect(nextHref).toMatch(/^\/blog\//);
    await next.click();
    await page.waitForURL(`${baseUrl}${nextHref}`);
    const back = page.locator("[data-previous-post]");
    expect(await back.getAttribute("href")).toBe(`/blog/${ARTICLE}`);
    await back.click();
    await page.getByRole("heading", { level: 1, name: front.title }).waitFor();

    // Leaving the blog takes its head away.
    await page.getByRole("link", { name: "Blog", exact: true }).first().click();
    await page.waitForURL(`${baseUrl}/blog`);
    expect(errors).toEqual([]);
    await close();
  });

  it("opens a link to a heading at that heading", async () => {
    const { page, errors, close } = await pages.open();
    await page.goto(`${baseUrl}/blog/${ARTICLE}#how-these-numbers-were-measured`);
    await waitForShell(page);
    await page.waitForFunction(() => {
      const top = document.getElementById("how-these-numbers-were-measured")?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the not-found page for an unknown post", async () => {
    const { page, close } = await pages.open();
    await page.goto(`${baseUrl}/blog/no-such-post-here`);
    await page.locator("[data-not-found]").waitFor();
    await close();
  });

  it("gives a visitor without JavaScript the article's words", async () => {
    const { page, close } = await pages.open({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/blog/${ARTICLE}`);
    expect(await page.locator("h1").textContent()).toBe(front.title);
    expect(await page.locator("article h2").count()).toBeGreaterThanOrEqual(3);
    await page.goto(`${baseUrl}/blog`);
    expect(await page.locator(`a[href="/blog/${ARTICLE}"]`).textContent()).toBe(front.title);
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toBe(`${baseUrl}/og/default.png`);
    await close();
  });

  it.each([
    ["light", "mobile", 390],
    ["light", "desktop", 1280],
    ["dark", "mobile", 390],
    ["dark", "desktop", 1280],
  ] as const)("looks right in %s on %s (screenshots)", async (theme, size, width) => {
    const { page, errors, close } = await pages.open({
      colorScheme: theme,
      viewport: { width, height: 900 },
    });
    await page.goto(`${baseUrl}/blog`);
    await waitForShell(page);
    await cards(page).first().waitFor();
    await screenshot(page, `blog-list-${theme}-${size}`);
    await page.goto(`${baseUrl}/blog/${ARTICLE}`);
    await waitForShell(page);
    await page.locator("[data-blog-article] table").first().waitFor();
    // No sideways scrolling of the page: wide tables scroll inside their own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `blog-article-${theme}-${size}`);
    expect(errors).toEqual([]);
    await close();
  });
});
