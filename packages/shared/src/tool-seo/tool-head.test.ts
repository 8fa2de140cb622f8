import { describe, expect, it } from "vitest";
import { TOOLS, toolById } from "../tools.ts";
import { seoProblems } from "./seo-rules.ts";
import { toolHead, toolHeadHtml, toolSeo } from "./tool-head.ts";

const ORIGIN = "https://squish.example";
// Every tool's manifest has its search words: the catalogue and the heads come from the same files.
const TOOLS_WITH_SEO = TOOLS.map((tool) => tool.id);

describe("tool search metadata", () => {
  it.each(TOOLS_WITH_SEO)("%s has a title, description, keywords, questions and how-to steps", (id) => {
    const seo = toolSeo(id);
    expect(seo).toBeDefined();
    expect(seoProblems(seo!)).toEqual([]);
  });

  it.each(TOOLS_WITH_SEO)("%s gets a head with its canonical address, breadcrumbs and four JSON-LD blocks", (id) => {
    const tool = toolById(id)!;
    const seo = toolSeo(id)!;
    const head = toolHead(id, ORIGIN)!;
    expect(head.title).toBe(`${seo.title} | Squish`);
    expect(head.description).toBe(seo.description);
    expect(head.keywords).toBe(seo.keywords.join(", "));
    expect(head.canonical).toBe(`${ORIGIN}${tool.path}`);
    expect(head.breadcrumbs.map((b) => b.name)).toEqual(["Home", "Tools", tool.name]);
    const types = head.structuredData.map((d) => (d as { "@type": string })["@type"]);
    expect(types).toEqual(["SoftwareApplication", "FAQPage", "BreadcrumbList", "HowTo"]);
    const [, faqPage, , howTo] = head.structuredData as [
      unknown,
      { mainEntity: unknown[] },
      unknown,
      { step: unknown[] },
    ];
    expect(faqPage.mainEntity).toHaveLength(seo.faqs.length);
    expect(howTo.step).toHaveLength(4);
  });

  it("claims no rating anyone did not give (decision 6)", () => {
    for (const id of TOOLS_WITH_SEO) {
      const json = JSON.stringify(toolHead(id, ORIGIN));
      expect(json).not.toMatch(/aggregateRating|ratingValue|#1/i);
    }
  });

  it("has no head for a tool without metadata or an unknown id", () => {
    expect(toolHead("no-such-tool", ORIGIN)).toBeUndefined();
    expect(toolSeo("no-such-tool")).toBeUndefined();
  });

  it("escapes the head's text in HTML and keeps JSON from closing its script element", () => {
    const head = toolHead("image-resizer", ORIGIN)!;
    const html = toolHeadHtml({ ...head, title: 'A <b>"bold"</b> & title', structuredData: [{ x: "</script>" }] });
    expect(html).toContain("<title>A &lt;b&gt;&quot;bold&quot;&lt;/b&gt; &amp; title</title>");
    expect(html).not.toContain('"</script>');
    expect(html).toContain('<link rel="canonical" href="https://squish.example/image-resizer" />');
  });

  it.each(TOOLS.map((tool) => tool.id))("%s points link previews at its own 1200 x 630 picture", (id) => {
    const tool = toolById(id)!;
    const head = toolHead(id, ORIGIN);
    // Every tool in the catalogue has a head, so every one has a picture (the bulk compressor too).
    expect(head?.image).toEqual({
      url: `${ORIGIN}/og/${id}.png`,
      width: 1200,
      height: 630,
      alt: `${tool.name} by Squish: ${tool.summary}`,
    });
    const html = toolHeadHtml(head!);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/og/${id}.png" />`);
    expect(html).toContain('<meta property="og:image:type" content="image/png" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta property="og:image:alt" content="');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<meta name="twitter:image" content="${ORIGIN}/og/${id}.png" />`);
  });
});
