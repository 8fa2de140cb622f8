/**
 * What a tool page says to search engines and link previews: its title, description, keywords,
 * canonical address, breadcrumbs (Home, Tools, the tool) and structured data (software
 * application, FAQ, breadcrumb list, how-to). The server writes it into the page's HTML so that
 * crawlers without JavaScript see it; the web app applies the same when navigating.
 *
 * The spec's "rating 4.8 from 2847 ratings" is left out: nobody has rated Squish, and decision 6
 * says every number the site shows must be true.
 */
import { ogImage, ogImageFile, ogImageTags, type OgImage } from "../og-image.ts";
import { scriptJson } from "../script-json.ts";
import type { ToolInfo, ToolSeo } from "../tool-manifest.ts";

export interface ToolHead {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  breadcrumbs: { name: string; url: string }[];
  structuredData: object[];
  /** The tool's link-preview picture, drawn at build time. */
  image: OgImage;
}

/** A tool's head from its catalogue entry and search words (the web app has its own tool's words). */
export function buildToolHead(tool: ToolInfo, seo: ToolSeo, origin: string): ToolHead {
  const canonical = `${origin}${tool.path}`;
  const breadcrumbs = [
    { name: "Home", url: `${origin}/` },
    { name: "Tools", url: `${origin}/tools` },
    { name: tool.name, url: canonical },
  ];
  const structuredData = [
    {
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: tool.name,
      description: seo.description,
      url: canonical,
      applicationCategory: "MultimediaApplication",
      operatingSystem: "Any (runs in a web browser)",
      softwareVersion: "2.0",
      memoryRequirements: "2GB RAM minimum",
      offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    },
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: seo.faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: breadcrumbs.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: crumb.url,
      })),
    },
    {
      "@context": "https://schema.org",
      "@type": "HowTo",
      name: `How to use the ${tool.name}`,
      totalTime: "PT2M",
      estimatedCost: { "@type": "MonetaryAmount", currency: "USD", value: "0" },
      step: seo.howToSteps.map((step, index) => ({
        "@type": "HowToStep",
        position: index + 1,
        name: step.name,
        text: step.text,
      })),
    },
  ];
  return {
    title: `${seo.title} | Squish`,
    description: seo.description,
    keywords: seo.keywords.join(", "),
    canonical,
    breadcrumbs,
    structuredData,
    image: ogImage(origin, ogImageFile.tool(tool.id), `${tool.name} by Squish: ${tool.summary}`),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// Re-exported for the tool pages, which write their structured data with their head.
export { scriptJson };

/** The head elements of a tool page, as HTML. */
export function toolHeadHtml(head: ToolHead): string {
  const meta = (attr: "name" | "property", key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    meta("name", "keywords", head.keywords),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    ...ogImageTags(head.image).map(([attr, key, content]) => meta(attr, key, content)),
    `<script type="application/ld+json" id="tool-structured-data">${scriptJson(head.structuredData)}</script>`,
  ].join("\n    ");
}
