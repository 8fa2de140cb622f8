import { describe, expect, it } from "vitest";
import { blogHeadHtml } from "./blog/blog-head.ts";
import { PAGE_ROUTES } from "./routes.ts";
import { INDEXED_SITE_PAGES, SITE_PAGES, siteHead } from "./site-pages.ts";
import { TOOLS } from "./tools.ts";

const ORIGIN = "https://squish.example";
type Data = { "@type": string; [key: string]: unknown };
const types = (id: string) => (siteHead(id, ORIGIN)?.structuredData as Data[]).map((d) => d["@type"]);

describe("the site pages' heads", () => {
  it("names a page of the route table, at its path, for every site page", () => {
    for (const [id, page] of Object.entries(SITE_PAGES)) {
      const route = PAGE_ROUTES.find((r) => r.id === id);
      expect(route?.access).toBe("public");
      expect(route?.path).toBe(page.path);
    }
  });

  it.each(["home", "tools", "about", "licenses"])("gives %s its own title, description and canonical", (id) => {
    const head = siteHead(id, ORIGIN);
    const page = SITE_PAGES[id]!;
    expect(head?.title).toBe(page.title);
    expect(head?.title).toMatch(/Squish/);
    expect(head?.description.length).toBeGreaterThanOrEqual(80);
    expect(head?.description.length).toBeLessThanOrEqual(170);
    expect(head?.canonical).toBe(`${ORIGIN}${page.path}`);
    expect(head?.image.url).toBe(`${ORIGIN}/og/default.png`);
    expect(head?.noindex).toBeUndefined();
  });

  it("gives every indexed page a title of its own", () => {
    const titles = INDEXED_SITE_PAGES.map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("describes the site and its organisation on the home page", () => {
    const [site, organization] = siteHead("home", ORIGIN)!.structuredData as Data[];
    expect(site).toMatchObject({ "@type": "WebSite", name: "Squish", url: `${ORIGIN}/` });
    expect(organization).toMatchObject({ "@type": "Organization", name: "Squish", url: `${ORIGIN}/` });
    expect(types("home")).not.toContain("BreadcrumbList");
  });

  it("lists every tool, in order, on /tools", () => {
    const [collection] = siteHead("tools", ORIGIN)!.structuredData as Data[];
    const list = collection?.mainEntity as { numberOfItems: number; itemListElement: Data[] };
    expect(list.numberOfItems).toBe(TOOLS.length);
    expect(list.itemListElement.map((item) => item.url)).toEqual(TOOLS.map((t) => `${ORIGIN}${t.path}`));
    expect(list.itemListElement[0]).toMatchObject({ position: 1, name: TOOLS[0]!.name });
  });

  it.each(["tools", "about", "licenses"])("ends %s's structured data with its breadcrumb", (id) => {
    const crumbs = siteHead(id, ORIGIN)!.structuredData.at(-1);
    expect(crumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: `${ORIGIN}/` },
        { position: 2, name: SITE_PAGES[id]!.heading, item: `${ORIGIN}${SITE_PAGES[id]!.path}` },
      ],
    });
  });

  it("keeps the utility pages out of the index and the sitemap, with no canonical", () => {
    for (const id of ["share", "blog-create", "blog-edit"]) {
      const head = siteHead(id, ORIGIN)!;
      expect(head.noindex).toBe(true);
      const html = blogHeadHtml(head);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain("canonical");
      expect(html).not.toContain("og:url");
      expect(INDEXED_SITE_PAGES.map((p) => p.path)).not.toContain(SITE_PAGES[id]!.path);
    }
    expect(blogHeadHtml(siteHead("about", ORIGIN)!)).not.toContain("robots");
  });

  it("has no head for other pages", () => {
    expect(siteHead("pricing", ORIGIN)).toBeUndefined();
  });
});
