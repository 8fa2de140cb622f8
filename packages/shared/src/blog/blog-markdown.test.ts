import { describe, expect, it } from "vitest";
import { parseArticle } from "./blog-front-matter.ts";
import { renderMarkdown, renderMarkdownWithToc } from "./blog-markdown.ts";
import { tocFromHtml } from "./blog-toc.ts";

const SOURCE = `---
title: "A guide: JPEG"
description: "What the quality setting does."
date: "2025-01-21"
updated: "2026-11-23"
tags: ["jpeg", "performance"]
readingMinutes: 6
---

Intro with a [link](https://example.com) and a [tool](/jpeg-compress).

## What *JPEG* throws away

### Colour & \`4:2:0\`

| Preset | Size |
| --- | --- |
| High | 253.7 KB |

## Summary

## Summary
`;

describe("parseArticle", () => {
  it("reads the front matter and the body", () => {
    const { entry, markdown } = parseArticle("jpeg-guide", SOURCE);
    expect(entry).toEqual({
      slug: "jpeg-guide",
      title: "A guide: JPEG",
      description: "What the quality setting does.",
      date: "2025-01-21",
      updated: "2026-11-23",
      tags: ["jpeg", "performance"],
      readingMinutes: 6,
      source: "article",
    });
    expect(markdown.trimStart().startsWith("Intro with")).toBe(true);
  });
  it("says which file and field is wrong", () => {
    expect(() => parseArticle("x", "no front matter")).toThrow(/x: .*front-matter/);
    expect(() => parseArticle("x", SOURCE.replace('date: "2025-01-21"', "date: 21 Jan"))).toThrow(/"date"/);
    expect(() => parseArticle("x", SOURCE.replace("readingMinutes: 6", "readingMinutes: six"))).toThrow(
      /readingMinutes/,
    );
  });
  it("drops an update date that is the publication date", () => {
    const { entry } = parseArticle("x", SOURCE.replace('updated: "2026-11-23"', 'updated: "2025-01-21"'));
    expect(entry.updated).toBeUndefined();
  });
});

describe("renderMarkdownWithToc", () => {
  const { html, toc } = renderMarkdownWithToc(parseArticle("x", SOURCE).markdown);
  it("gives ## and ### headings unique ids and lists them", () => {
    expect(toc).toEqual([
      { id: "what-jpeg-throws-away", text: "What JPEG throws away", level: 2 },
      { id: "colour-4-2-0", text: "Colour & 4:2:0", level: 3 },
      { id: "summary", text: "Summary", level: 2 },
      { id: "summary-2", text: "Summary", level: 2 },
    ]);
    expect(html).toContain('<h2 id="what-jpeg-throws-away">What <em>JPEG</em> throws away</h2>');
    expect(tocFromHtml(html)).toEqual(toc);
  });
  it("renders tables and marks external links", () => {
    expect(html).toContain('<div class="table-scroll" tabindex="0">\n<table>');
    expect(renderMarkdown("```\nnpx squish\n```")).toBe('<pre tabindex="0"><code>npx squish\n</code></pre>\n');
    expect(html).toContain("<td>253.7 KB</td>");
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">link</a>');
    expect(html).toContain('<a href="/jpeg-compress">tool</a>');
  });
  it("never lets raw HTML or script links through", () => {
    const out = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[x](javascript:alert(1))',
    );
    expect(out).not.toContain("<script");
    expect(out).not.toContain("<img");
    expect(out).not.toContain('href="javascript:');
    expect(out).toContain("&lt;script&gt;");
  });
  it("leaves level 1 headings without an id", () => {
    expect(renderMarkdown("# Hello")).toBe("<h1>Hello</h1>\n");
  });
});
