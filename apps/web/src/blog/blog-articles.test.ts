/**
 * The twelve fixed blog articles (decision 9) are Markdown files in apps/web/content/blog, one per
 * route. This checks what a page, a list and a table of contents will rely on: every slug has its
 * file, the front matter is complete and valid, the bodies are of article length with a reading
 * time that matches, headings never skip a level, internal links go to real routes, and every
 * article says how its numbers were measured (decision 6).
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const DIR = new URL("../../content/blog/", import.meta.url);

const SLUGS = [
  "jpeg-compression-guide",
  "best-jpeg-compressors-2025",
  "image-compression-website-speed",
  "png-vs-jpeg-compression",
  "png-transparency-optimization",
  "webp-format-benefits",
  "bulk-image-compression",
  "jpg-to-png-converter",
  "jpeg-vs-webp-2024",
  "batch-image-compression",
  "mobile-image-optimization",
  "image-seo-guide-2024",
];

/** The small shared set the articles' tags come from. */
const TAGS = new Set([
  "jpeg",
  "png",
  "webp",
  "avif",
  "gif",
  "formats",
  "performance",
  "seo",
  "mobile",
  "workflow",
  "tools",
  "transparency",
]);

/** Site routes an article may link to. */
const ROUTES = new Set([
  "/",
  "/tools",
  "/blog",
  "/licenses",
  "/jpeg-compress",
  "/png-optimizer",
  "/webp-compress",
  "/gif-compress",
  "/pdf-compress",
  "/image-resizer",
  "/image-cropper",
  "/watermark-tool",
  "/format-converter",
  "/bulk-compress",
  "/workspace",
  ...SLUGS.map((slug) => `/blog/${slug}`),
]);

const WORDS_PER_MINUTE = 220;
// The newest date an article may carry: the last day its figures were measured (re-measured after
// the JPEG encoder change of decision 0028).
const LATEST_DATE = "2026-11-25";
const MEASURED_HEADING = "How these numbers were measured";

interface Article {
  slug: string;
  data: Record<string, unknown>;
  body: string;
}

function readArticle(file: string): Article {
  const text = readFileSync(new URL(file, DIR), "utf8");
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file} does not start with a front-matter block between --- lines`);
  return { slug: file.replace(/\.md$/, ""), data: parse(match[1]!) as Record<string, unknown>, body: match[2]! };
}

/** The body without fenced code blocks: what a reader reads as prose, tables and lists. */
function prose(body: string): string {
  return body.replace(/^```[\s\S]*?^```$/gm, "");
}

/** Words a reader reads: tokens with a letter or digit in them, code blocks left out. */
function wordCount(body: string): number {
  return prose(body)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

function headings(body: string): { level: number; text: string }[] {
  return prose(body)
    .split("\n")
    .map((line) => /^(#{1,6})\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ level: m[1]!.length, text: m[2]!.trim() }));
}

const isIsoDate = (value: unknown): value is string =>
  typeof value === "string" &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const files = readdirSync(DIR).filter((file) => file.endsWith(".md"));
const articles = files.map(readArticle);

describe("blog articles", () => {
  it("has one Markdown file for each of the twelve fixed routes", () => {
    const present = new Set(articles.map((a) => a.slug));
    expect(SLUGS.filter((slug) => !present.has(slug))).toEqual([]);
  });

  it("spreads the dates over 2025 and 2026", () => {
    const years = new Set(articles.map((a) => String(a.data.date).slice(0, 4)));
    expect(years).toEqual(new Set(["2025", "2026"]));
    expect(new Set(articles.map((a) => a.data.date)).size).toBe(articles.length);
  });

  describe.each(articles.map((a) => [a.slug, a] as const))("%s", (_slug, article) => {
    const { data, body } = article;

    it("has a title and a description of at most 160 characters", () => {
      expect(typeof data.title).toBe("string");
      expect((data.title as string).trim().length).toBeGreaterThan(0);
      expect(typeof data.description).toBe("string");
      const description = data.description as string;
      expect(description.trim().length).toBeGreaterThan(50);
      expect(description.length).toBeLessThanOrEqual(160);
    });

    it("has an ISO date in 2025-2026, and an update date no earlier, if any", () => {
      expect(isIsoDate(data.date)).toBe(true);
      const date = data.date as string;
      expect(date >= "2025-01-01" && date <= LATEST_DATE).toBe(true);
      if (data.updated !== undefined) {
        expect(isIsoDate(data.updated)).toBe(true);
        const updated = data.updated as string;
        expect(updated >= date && updated <= LATEST_DATE).toBe(true);
      }
    });

    it("has 2 to 4 tags from the shared set", () => {
      expect(Array.isArray(data.tags)).toBe(true);
      const tags = data.tags as unknown[];
      expect(tags.length).toBeGreaterThanOrEqual(2);
      expect(tags.length).toBeLessThanOrEqual(4);
      expect(tags.filter((tag) => typeof tag !== "string" || !TAGS.has(tag))).toEqual([]);
      expect(new Set(tags).size).toBe(tags.length);
    });

    it("is 800 to 1,500 words long, with a reading time to match", () => {
      const words = wordCount(body);
      expect(words).toBeGreaterThanOrEqual(800);
      expect(words).toBeLessThanOrEqual(1500);
      expect(data.readingMinutes).toBe(Math.ceil(words / WORDS_PER_MINUTE));
    });

    it("has headings for a table of contents, never skipping a level", () => {
      const list = headings(body);
      expect(list.length).toBeGreaterThanOrEqual(3);
      // The title is the page's only h1: the body starts at h2.
      expect(list.filter((h) => h.level === 1)).toEqual([]);
      expect(list[0]!.level).toBe(2);
      for (let i = 1; i < list.length; i++) {
        expect(list[i]!.level, `"${list[i]!.text}" after "${list[i - 1]!.text}"`).toBeLessThanOrEqual(
          list[i - 1]!.level + 1,
        );
      }
    });

    it('ends with a "How these numbers were measured" section naming files and commands', () => {
      const list = headings(body);
      const index = list.findIndex((h) => h.level === 2 && h.text === MEASURED_HEADING);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(list.slice(index + 1).filter((h) => h.level === 2)).toEqual([]);
      const section = body.slice(body.indexOf(`## ${MEASURED_HEADING}`));
      expect(section).toMatch(/npx (tsx scripts\/blog-measurements\.ts|squish)/);
      expect(section).toMatch(/\.(jpe?g|png|gif|webp|avif|pdf)\b/);
    });

    it("says where its commands come from: Squish's source, linked from the licences page (no public repository or npm package)", () => {
      expect(body).not.toMatch(/source repository|repository root/);
      if (/npx (squish|tsx)/.test(body)) expect(body).toContain("](/licenses#source)");
    });

    it("links only to routes that exist", () => {
      const internal = [...body.matchAll(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g)].map((m) => m[1]!);
      expect(internal.filter((path) => !ROUTES.has(path))).toEqual([]);
    });
  });
});
