/**
 * Puts a blog page's head (title, description, canonical, Open Graph, structured data) in the
 * document when the page is reached by navigation; the server wrote the same into the HTML of a
 * first visit. Leaving the page takes the canonical and structured data away again.
 */
import { useEffect } from "react";
import type { BlogHead } from "@squish/shared/blog/blog-head";
import { ogImageTags } from "@squish/shared/og-image";
import { scriptJson } from "@squish/shared/script-json";

function setMeta(attr: "name" | "property", key: string, value: string): void {
  let element = document.head.querySelector(`meta[${attr}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attr, key);
    document.head.append(element);
  }
  element.setAttribute("content", value);
}

export function useBlogHead(head: BlogHead | null): void {
  const key = head ? JSON.stringify(head) : "";
  useEffect(() => {
    if (!key) return;
    const h = JSON.parse(key) as BlogHead;
    const previousTitle = document.title;
    const previousDescription = document.head.querySelector('meta[name="description"]')?.getAttribute("content");
    document.title = h.title;
    setMeta("name", "description", h.description);
    setMeta("property", "og:type", h.ogType);
    setMeta("property", "og:title", h.title);
    setMeta("property", "og:description", h.description);
    setMeta("property", "og:url", h.canonical);
    setMeta("name", "twitter:title", h.title);
    setMeta("name", "twitter:description", h.description);
    const imageTags = ogImageTags(h.image);
    for (const [attr, key, content] of imageTags) setMeta(attr, key, content);
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = Object.assign(document.createElement("link"), { rel: "canonical" });
      document.head.append(canonical);
    }
    canonical.href = h.canonical;
    let data = document.getElementById("blog-structured-data");
    if (!data) {
      data = Object.assign(document.createElement("script"), {
        type: "application/ld+json",
        id: "blog-structured-data",
      });
      document.head.append(data);
    }
    data.textContent = scriptJson(h.structuredData);
    return () => {
      document.title = previousTitle;
      if (previousDescription) {
        document.head.querySelector('meta[name="description"]')?.setAttribute("content", previousDescription);
      }
      document.head.querySelector('link[rel="canonical"]')?.remove();
      document.getElementById("blog-structured-data")?.remove();
      for (const key of ["og:type", "og:title", "og:description", "og:url"]) {
        document.head.querySelector(`meta[property="${key}"]`)?.remove();
      }
      for (const key of ["twitter:title", "twitter:description"]) {
        document.head.querySelector(`meta[name="${key}"]`)?.remove();
      }
      for (const [attr, key] of imageTags) document.head.querySelector(`meta[${attr}="${key}"]`)?.remove();
    };
  }, [key]);
}
