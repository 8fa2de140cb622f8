/**
 * Puts a tool's search metadata in the document head when the page is reached by navigation (the
 * server already wrote it into the HTML of a first visit), and returns it for the page's how-to
 * and questions. A tool without metadata logs the spec's warning and shows none of it.
 */
import { useEffect } from "react";
import { ogImageTags } from "@squish/shared/og-image";
import { buildToolHead, scriptJson } from "@squish/shared/tool-seo/build-tool-head";
import type { ToolSeo } from "@squish/shared/tool-manifest";
import { toolById } from "@squish/shared/tools";

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

const metaNamed = (attr: "name" | "property", key: string) => () => {
  const meta = document.createElement("meta");
  meta.setAttribute(attr, key);
  return meta;
};

/** The head of the tool `id`, from the search words its definition brought (only its own, not every tool's). */
export function useToolHead(id: string, seo: ToolSeo | undefined): ToolSeo | undefined {
  useEffect(() => {
    const tool = toolById(id);
    const head = tool && seo ? buildToolHead(tool, seo, window.location.origin) : undefined;
    if (!head) {
      console.warn("SEO config not found for tool", id);
      return;
    }
    const previous = document.title;
    const previousDescription = document.head.querySelector('meta[name="description"]')?.getAttribute("content");
    document.title = head.title;
    setMeta('meta[name="description"]', metaNamed("name", "description"), "content", head.description);
    setMeta('meta[name="keywords"]', metaNamed("name", "keywords"), "content", head.keywords);
    setMeta('meta[property="og:title"]', metaNamed("property", "og:title"), "content", head.title);
    setMeta('meta[property="og:description"]', metaNamed("property", "og:description"), "content", head.description);
    setMeta('meta[property="og:url"]', metaNamed("property", "og:url"), "content", head.canonical);
    setMeta('meta[property="og:type"]', metaNamed("property", "og:type"), "content", "website");
    setMeta('meta[name="twitter:title"]', metaNamed("name", "twitter:title"), "content", head.title);
    setMeta('meta[name="twitter:description"]', metaNamed("name", "twitter:description"), "content", head.description);
    const imageTags = ogImageTags(head.image);
    for (const [attr, key, content] of imageTags)
      setMeta(`meta[${attr}="${key}"]`, metaNamed(attr, key), "content", content);
    setMeta(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement("link"), { rel: "canonical" }),
      "href",
      head.canonical,
    );
    setMeta(
      "#tool-structured-data",
      () =>
        Object.assign(document.createElement("script"), { type: "application/ld+json", id: "tool-structured-data" }),
      "data-tool",
      id,
    );
    document.getElementById("tool-structured-data")!.textContent = scriptJson(head.structuredData);
    return () => {
      // Other pages have no canonical or structured data of their own yet: take the tool's away.
      document.title = previous;
      if (previousDescription) {
        document.head.querySelector('meta[name="description"]')?.setAttribute("content", previousDescription);
      }
      document.head.querySelector('link[rel="canonical"]')?.remove();
      document.getElementById("tool-structured-data")?.remove();
      document.head.querySelector('meta[name="keywords"]')?.remove();
      for (const key of ["twitter:title", "twitter:description"]) {
        document.head.querySelector(`meta[name="${key}"]`)?.remove();
      }
      for (const [attr, key] of imageTags) document.head.querySelector(`meta[${attr}="${key}"]`)?.remove();
    };
  }, [id, seo]);
  return seo;
}
