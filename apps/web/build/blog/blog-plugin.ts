/**
 * The blog's articles in the build. `virtual:blog/articles` gives the list (front matter only) and
 * a loader per article; `virtual:blog/article/<slug>` is one article's prerendered HTML and table
 * of contents, its own small chunk. The build also writes `blog-articles.json`, which the server
 * reads to put each article's head and words into its page for crawlers.
 */
import type { Plugin } from "vite";
import { articleFiles, buildArticle, buildArticles } from "./blog-content.ts";

const LIST_ID = "virtual:blog/articles";
const ARTICLE_PREFIX = "virtual:blog/article/";
export const ARTICLES_JSON = "blog-articles.json";

export function blogPlugin(contentDir: string): Plugin {
  return {
    name: "squish-blog",
    resolveId(id) {
      if (id === LIST_ID || id.startsWith(ARTICLE_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (!id.startsWith("\0virtual:blog/")) return null;
      const files = articleFiles(contentDir);
      for (const file of files) this.addWatchFile(file);
      if (id === `\0${LIST_ID}`) {
        const articles = buildArticles(contentDir);
        const loaders = articles
          .map(
            (a) => `  ${JSON.stringify(a.entry.slug)}: () => import(${JSON.stringify(ARTICLE_PREFIX + a.entry.slug)}),`,
          )
          .join("\n");
        return [
          `export const ARTICLES = ${JSON.stringify(articles.map((a) => a.entry))};`,
          `export const ARTICLE_BODIES = {\n${loaders}\n};`,
        ].join("\n");
      }
      const slug = id.slice(`\0${ARTICLE_PREFIX}`.length);
      const file = files.find((f) => f.replace(/^.*[\\/]/, "") === `${slug}.md`);
      if (!file) this.error(`No blog article ${slug}`);
      const { html, toc } = buildArticle(file);
      return `export default ${JSON.stringify({ html, toc })};`;
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: ARTICLES_JSON, source: JSON.stringify(buildArticles(contentDir)) });
    },
  };
}
