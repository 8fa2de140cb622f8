/**
 * Reads the twelve Markdown articles (content/blog/*.md) and renders them with the blog's one
 * Markdown renderer, at build time, so the browser receives HTML and JSON and no Markdown library.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BlogEntry } from "@squish/shared/blog/blog-entries";
// Relative paths, not "@squish/shared/...": Vite bundles the config's relative imports but leaves
// package imports to Node, which cannot load the shared package's TypeScript sources.
import { parseArticle } from "../../../../packages/shared/src/blog/blog-front-matter.ts";
import { renderMarkdownWithToc } from "../../../../packages/shared/src/blog/blog-markdown.ts";
import type { TocEntry } from "@squish/shared/blog/blog-toc";

export interface BuiltArticle {
  entry: BlogEntry;
  html: string;
  toc: TocEntry[];
}

export function articleFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => join(dir, file));
}

export function buildArticle(file: string): BuiltArticle {
  const slug = file.replace(/^.*[\\/]/, "").replace(/\.md$/, "");
  const { entry, markdown } = parseArticle(slug, readFileSync(file, "utf8"));
  return { entry, ...renderMarkdownWithToc(markdown) };
}

/** Newest first. */
export function buildArticles(dir: string): BuiltArticle[] {
  return articleFiles(dir)
    .map(buildArticle)
    .sort((a, b) => b.entry.date.localeCompare(a.entry.date));
}
