import { describe, expect, it } from "vitest";
import type { BlogEntry } from "./blog-entries.ts";
import { blogHeadHtml, blogListHead, blogPostHead } from "./blog-head.ts";

const ENTRY: BlogEntry = {
  slug: "jpeg-guide",
  title: 'JPEG "quality" <explained>',
  description: "What the slider does & why.",
  date: "2025-01-21",
  updated: "2026-11-23",
  tags: ["jpeg", "performance"],
  readingMinutes: 6,
  source: "article",
};
const ORIGIN = "https://squish.example";

describe("blogPostHead", () => {
  const head = blogPostHead(ENTRY, ORIGIN);
  it("has the post's title, description and canonical address", () => {
    expect(head.title).toBe('JPEG "quality" <explained> | Squish');
    expect(head.description).toBe(ENTRY.description);
    expect(head.canonical).toBe("https://squish.example/blog/jpeg-guide");
  });
  it("describes an Article and the breadcrumbs Home, Blog, post", () => {
    const [article, crumbs] = head.structuredData as [Record<string, unknown>, { itemListElement: unknown[] }];
    expect(article).toMatchObject({
      "@type": "Article",
      headline: ENTRY.title,
      datePublished: "2025-01-21",
      dateModified: "2026-11-23",
      url: head.canonical,
    });
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://squish.example/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://squish.example/blog" },
      { "@type": "ListItem", position: 3, name: ENTRY.title, item: head.canonical },
    ]);
  });
  it("writes escaped tags and JSON that cannot close its script element", () => {
    const html = blogHeadHtml(head);
    expect(html).toContain("<title>JPEG &quot;quality&quot; &lt;explained&gt; | Squish</title>");
    expect(html).toContain('<link rel="canonical" href="https://squish.example/blog/jpeg-guide" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta property="article:tag" content="jpeg" />');
    const json = /<script type="application\/ld\+json" id="blog-structured-data">(.*)<\/script>/.exec(html)?.[1];
    expect(json).not.toContain("<explained>");
    expect((JSON.parse(json!) as { "@type": string }[]).map((d) => d["@type"])).toEqual(["Article", "BreadcrumbList"]);
  });
});

describe("the link-preview picture of a blog page", () => {
  it("is the article's own, drawn at build time, with its size and a description", () => {
    const head = blogPostHead(ENTRY, ORIGIN);
    expect(head.image).toEqual({
      url: "https://squish.example/og/blog/jpeg-guide.png",
      width: 1200,
      height: 630,
      alt: 'JPEG "quality" <explained>: an article on the Squish blog',
    });
    const html = blogHeadHtml(head);
    expect(html).toContain('<meta property="og:image" content="https://squish.example/og/blog/jpeg-guide.png" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain(
      '<meta property="og:image:alt" content="JPEG &quot;quality&quot; &lt;explained&gt;: an article on the Squish blog" />',
    );
    expect(html).toContain('<meta name="twitter:image" content="https://squish.example/og/blog/jpeg-guide.png" />');
  });
  it("is the default one for a post an admin wrote, which has no picture of its own", () => {
    const head = blogPostHead({ ...ENTRY, source: "post" }, ORIGIN);
    expect(head.image.url).toBe("https://squish.example/og/default.png");
    expect(blogHeadHtml(head)).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });
  it("is the one an admin chose for their post, as a JPEG", () => {
    const head = blogPostHead({ ...ENTRY, source: "post", picture: "/og/posts/p1.jpg?v=abc" }, ORIGIN);
    expect(head.image.url).toBe("https://squish.example/og/posts/p1.jpg?v=abc");
    expect(blogHeadHtml(head)).toContain('<meta property="og:image:type" content="image/jpeg" />');
  });
  it("is the default one for the list", () => {
    expect(blogListHead([ENTRY], ORIGIN).image.url).toBe("https://squish.example/og/default.png");
  });
});

describe("blogListHead", () => {
  it("lists every post as a BlogPosting of the Blog", () => {
    const head = blogListHead([ENTRY], ORIGIN);
    expect(head.canonical).toBe("https://squish.example/blog");
    const blog = head.structuredData[0] as { "@type": string; blogPost: { url: string }[] };
    expect(blog["@type"]).toBe("Blog");
    expect(blog.blogPost.map((p) => p.url)).toEqual(["https://squish.example/blog/jpeg-guide"]);
  });
});
