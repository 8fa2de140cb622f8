/**
 * The build's view of the twelve articles: every file's front matter loads, each body renders to
 * HTML with a table of contents whose ids are in the HTML, and the list is newest first. The
 * shared list of fixed articles carries the same titles as the Markdown, which is the source.
 */
import { fileURLToPath } from "node:url";
import { FIXED_BLOG_ARTICLES } from "@squish/shared/blog-articles";
import { describe, expect, it } from "vitest";
import { buildArticles } from "./blog-content.ts";

const articles = buildArticles(fileURLToPath(new URL("../../content/blog", import.meta.url)));

describe("the blog articles in the build", () => {
  it("loads an article for every fixed route, newest first", () => {
    const slugs = articles.map((a) => a.entry.slug);
    expect(new Set(slugs)).toEqual(new Set(FIXED_BLOG_ARTICLES.map((a) => a.slug)));
    const dates = articles.map((a) => a.entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("gives every fixed article the title of its Markdown front matter", () => {
    const fromMarkdown = Object.fromEntries(articles.map((a) => [a.entry.slug, a.entry.title]));
    const fromShared = Object.fromEntries(FIXED_BLOG_ARTICLES.map((a) => [a.slug, a.title]));
    expect(fromShared).toEqual(fromMarkdown);
  });

  it.each(articles.map((a) => [a.entry.slug, a] as const))("%s renders with its table of contents", (_slug, a) => {
    expect(a.entry.source).toBe("article");
    expect(a.entry.tags.length).toBeGreaterThan(0);
    expect(a.toc.length).toBeGreaterThanOrEqual(3);
    for (const item of a.toc) expect(a.html).toContain(`<h${item.level} id="${item.id}">`);
    expect(new Set(a.toc.map((t) => t.id)).size).toBe(a.toc.length);
    expect(a.html).not.toMatch(/<script|<iframe|javascript:/i);
  });

  it("renders the Markdown tables", () => {
    expect(articles.some((a) => a.html.includes("<table>"))).toBe(true);
  });
});
