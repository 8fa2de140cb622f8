/**
 * What the blog's pages say to search engines and link previews: title, description, canonical
 * address, Open Graph and Twitter tags, and structured data (Blog with its posts for the list;
 * Article plus BreadcrumbList Home > Blog > post for a post). The server writes it, with the
 * words of the page, into the HTML so crawlers without JavaScript see them; the web app applies
 * the same head when navigating.
 */
import { defaultOgImage, ogImage, ogImageFile, ogImageTags, type OgImage } from "../og-image.ts";
import { scriptJson } from "../script-json.ts";
import type { BlogEntry } from "./blog-entries.ts";

export const BLOG_TITLE = "The Squish blog";
export const BLOG_DESCRIPTION =
  "Practical guides to image compression, formats and web performance, with every number measured on real files.";

export interface BlogHead {
  title: string;
  description: string;
  canonical: string;
  ogType: "website" | "article";
  published?: string;
  modified?: string;
  tags: string[];
  structuredData: object[];
  /** The link-preview picture: the article's own, or the default one. */
  image: OgImage;
  /** A page search engines should not list (it then names no canonical address). */
  noindex?: boolean;
}

export const breadcrumbList = (crumbs: { name: string; url: string }[]) => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: crumbs.map((crumb, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: crumb.name,
    item: crumb.url,
  })),
});

export function blogListHead(entries: readonly BlogEntry[], origin: string): BlogHead {
  const canonical = `${origin}/blog`;
  return {
    title: `Blog: image compression guides | Squish`,
    description: BLOG_DESCRIPTION,
    canonical,
    ogType: "website",
    tags: [],
    image: defaultOgImage(origin),
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: BLOG_TITLE,
        description: BLOG_DESCRIPTION,
        url: canonical,
        blogPost: entries.map((entry) => ({
          "@type": "BlogPosting",
          headline: entry.title,
          description: entry.description,
          datePublished: entry.date,
          dateModified: entry.updated ?? entry.date,
          url: `${origin}/blog/${entry.slug}`,
        })),
      },
      breadcrumbList([
        { name: "Home", url: `${origin}/` },
        { name: "Blog", url: canonical },
      ]),
    ],
  };
}

export function blogPostHead(entry: BlogEntry, origin: string): BlogHead {
  const canonical = `${origin}/blog/${entry.slug}`;
  const modified = entry.updated ?? entry.date;
  return {
    title: `${entry.title} | Squish`,
    description: entry.description,
    canonical,
    ogType: "article",
    published: entry.date,
    modified,
    tags: entry.tags,
    // The Markdown articles have a picture drawn at build time; an admin's post the one chosen for it.
    image:
      entry.source === "article"
        ? ogImage(origin, ogImageFile.article(entry.slug), `${entry.title}: an article on the Squish blog`)
        : entry.picture
          ? ogImage(origin, entry.picture.replace(/^\//, ""), `${entry.title}: a post on the Squish blog`, "image/jpeg")
          : defaultOgImage(origin),
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: entry.title,
        description: entry.description,
        datePublished: entry.date,
        dateModified: modified,
        keywords: entry.tags.join(", "),
        mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
        url: canonical,
        author: { "@type": "Organization", name: "Squish", url: `${origin}/` },
        publisher: { "@type": "Organization", name: "Squish", url: `${origin}/` },
      },
      breadcrumbList([
        { name: "Home", url: `${origin}/` },
        { name: "Blog", url: `${origin}/blog` },
        { name: entry.title, url: canonical },
      ]),
    ],
  };
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The head elements of a blog page, as HTML. */
export function blogHeadHtml(head: BlogHead): string {
  const meta = (attr: "name" | "property", key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    ...(head.noindex ? [meta("name", "robots", "noindex")] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    meta("property", "og:type", head.ogType),
    meta("property", "og:site_name", "Squish"),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    ...(head.canonical ? [meta("property", "og:url", head.canonical)] : []),
    ...(head.published ? [meta("property", "article:published_time", head.published)] : []),
    ...(head.modified ? [meta("property", "article:modified_time", head.modified)] : []),
    ...head.tags.map((tag) => meta("property", "article:tag", tag)),
    ...ogImageTags(head.image).map(([attr, key, content]) => meta(attr, key, content)),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    `<script type="application/ld+json" id="blog-structured-data">${scriptJson(head.structuredData)}</script>`,
  ].join("\n    ");
}

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

export { longDate as formatBlogDate };
