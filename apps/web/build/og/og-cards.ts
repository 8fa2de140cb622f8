/**
 * Which link-preview pictures the build draws: one per tool in the catalogue (the bulk
 * compressor and the workspace included), one per Markdown article, and the default for every
 * other page and for posts admins write in the database later.
 */
import type { BlogEntry } from "@squish/shared/blog/blog-entries";
import { ogImageFile } from "../../../../packages/shared/src/og-image.ts";
import { TOOLS } from "../../../../packages/shared/src/tools.ts";
import type { OgCard } from "./og-card.ts";

const TOOL_FOOTER = "Free  ·  Runs in your browser  ·  Files never leave your device";

export function ogCards(articles: readonly BlogEntry[]): OgCard[] {
  return [
    {
      file: ogImageFile.fallback(),
      title: "Free image tools that run in your browser",
      description: "Compress, optimise, resize, crop, watermark and convert images. Nothing is uploaded.",
      footer: TOOL_FOOTER,
    },
    ...TOOLS.map((tool) => ({
      file: ogImageFile.tool(tool.id),
      title: tool.name,
      description: tool.summary,
      footer: TOOL_FOOTER,
    })),
    ...articles.map((entry) => ({
      file: ogImageFile.article(entry.slug),
      title: entry.title,
      description: entry.description,
      footer: `The Squish blog  ·  ${entry.readingMinutes} min read`,
    })),
  ];
}
