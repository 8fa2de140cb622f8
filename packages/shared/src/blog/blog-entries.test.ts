import { describe, expect, it } from "vitest";
import {
  allTags,
  filterEntries,
  mergeEntries,
  neighbours,
  postEntry,
  readingMinutes,
  relatedEntries,
  type BlogEntry,
} from "./blog-entries.ts";

const entry = (slug: string, date: string, tags: string[], title = slug, description = ""): BlogEntry => ({
  slug,
  title,
  description,
  date,
  tags,
  readingMinutes: 5,
  source: "article",
});

const ENTRIES = [
  entry("jpeg-guide", "2025-03-01", ["jpeg", "performance"], "The JPEG guide", "Quality settings explained."),
  entry("webp", "2025-06-01", ["webp", "formats"], "What WebP gives you", "When to use WebP."),
  entry("jpeg-vs-webp", "2025-09-01", ["jpeg", "webp", "formats"], "JPEG vs WebP", "A comparison."),
  entry("seo", "2026-01-01", ["seo", "performance"], "Image SEO", "Alt text, file names and sizes."),
];

describe("filterEntries", () => {
  it("keeps everything for an empty query and no tag", () => {
    expect(filterEntries(ENTRIES, "  ", null)).toHaveLength(4);
  });
  it("matches every word of the query in title, description or tags, ignoring case", () => {
    expect(filterEntries(ENTRIES, "webp", null).map((e) => e.slug)).toEqual(["webp", "jpeg-vs-webp"]);
    expect(filterEntries(ENTRIES, "JPEG comparison", null).map((e) => e.slug)).toEqual(["jpeg-vs-webp"]);
    expect(filterEntries(ENTRIES, "alt text", null).map((e) => e.slug)).toEqual(["seo"]);
    expect(filterEntries(ENTRIES, "performance", null).map((e) => e.slug)).toEqual(["jpeg-guide", "seo"]);
    expect(filterEntries(ENTRIES, "nothing like this", null)).toEqual([]);
  });
  it("filters by tag, and by tag and query together", () => {
    expect(filterEntries(ENTRIES, "", "formats").map((e) => e.slug)).toEqual(["webp", "jpeg-vs-webp"]);
    expect(filterEntries(ENTRIES, "comparison", "formats").map((e) => e.slug)).toEqual(["jpeg-vs-webp"]);
    expect(filterEntries(ENTRIES, "seo", "formats")).toEqual([]);
  });
  it("ignores accents", () => {
    expect(filterEntries([entry("a", "2025-01-01", [], "Café images")], "cafe", null)).toHaveLength(1);
  });
});

describe("allTags", () => {
  it("counts tags, most used first", () => {
    expect(allTags(ENTRIES).slice(0, 4)).toEqual([
      { tag: "formats", count: 2 },
      { tag: "jpeg", count: 2 },
      { tag: "performance", count: 2 },
      { tag: "webp", count: 2 },
    ]);
  });
});

describe("relatedEntries", () => {
  it("orders other posts by shared tags, then newest", () => {
    expect(relatedEntries(ENTRIES, "jpeg-vs-webp").map((e) => e.slug)).toEqual(["webp", "jpeg-guide"]);
    expect(relatedEntries(ENTRIES, "jpeg-guide").map((e) => e.slug)).toEqual(["seo", "jpeg-vs-webp"]);
  });
  it("has none for a post without tags or an unknown slug", () => {
    expect(relatedEntries([...ENTRIES, entry("bare", "2025-01-01", [])], "bare")).toEqual([]);
    expect(relatedEntries(ENTRIES, "missing")).toEqual([]);
  });
  it("respects the limit", () => {
    expect(relatedEntries(ENTRIES, "jpeg-vs-webp", 1)).toHaveLength(1);
  });
});

describe("neighbours", () => {
  it("gives the post published before as previous and the one after as next", () => {
    expect(neighbours(ENTRIES, "webp")).toEqual({ previous: ENTRIES[0], next: ENTRIES[2] });
  });
  it("has no previous for the oldest and no next for the newest", () => {
    expect(neighbours(ENTRIES, "jpeg-guide").previous).toBeNull();
    expect(neighbours(ENTRIES, "seo").next).toBeNull();
    expect(neighbours(ENTRIES, "missing")).toEqual({ previous: null, next: null });
  });
});

describe("posts from the database", () => {
  const post = {
    slug: "release-notes",
    title: "Release notes",
    excerpt: "What changed.",
    bodyMarkdown: "word ".repeat(450),
    createdAt: "2026-02-01T10:00:00.000Z",
    updatedAt: "2026-02-03T09:00:00.000Z",
  };
  it("become entries with their excerpt, dates and reading time", () => {
    expect(postEntry(post)).toEqual({
      slug: "release-notes",
      title: "Release notes",
      description: "What changed.",
      date: "2026-02-01",
      updated: "2026-02-03",
      tags: [],
      readingMinutes: 3,
      source: "post",
    });
  });
  it("keep the tags an admin gave them", () => {
    expect(postEntry({ ...post, tags: ["jpeg", "web"] }).tags).toEqual(["jpeg", "web"]);
  });
  it("merge with the articles newest first; an article keeps its slug", () => {
    const merged = mergeEntries(ENTRIES, [postEntry(post), { ...postEntry(post), slug: "seo", title: "Clash" }]);
    expect(merged.map((e) => e.slug)).toEqual(["release-notes", "seo", "jpeg-vs-webp", "webp", "jpeg-guide"]);
    expect(merged.find((e) => e.slug === "seo")?.title).toBe("Image SEO");
  });
  it("reading time leaves code blocks out and is at least a minute", () => {
    expect(readingMinutes("Hello")).toBe(1);
    expect(readingMinutes(`${"word ".repeat(220)}\n\`\`\`\n${"code ".repeat(500)}\n\`\`\`\n`)).toBe(1);
  });
});
