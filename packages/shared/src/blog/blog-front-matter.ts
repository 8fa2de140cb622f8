/**
 * Reads one of the twelve Markdown articles: the YAML front matter between `---` lines (title,
 * description, date, tags, readingMinutes, optional updated) and the body. Runs at build time and
 * on the server, never in the browser.
 */
import { parse } from "yaml";
import type { BlogEntry } from "./blog-entries.ts";

export interface ParsedArticle {
  entry: BlogEntry;
  markdown: string;
}

const isoDate = (value: unknown, field: string, slug: string): string => {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    throw new Error(`${slug}: front matter "${field}" must be a YYYY-MM-DD date in quotes`);
  }
  return value;
};

const text = (value: unknown, field: string, slug: string): string => {
  if (typeof value !== "string" || value.trim() === "") throw new Error(`${slug}: front matter "${field}" is missing`);
  return value.trim();
};

export function parseArticle(slug: string, source: string): ParsedArticle {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${slug}: the file does not start with a front-matter block between --- lines`);
  const data = (parse(match[1]!) ?? {}) as Record<string, unknown>;
  const tags = data.tags;
  if (!Array.isArray(tags) || tags.some((tag) => typeof tag !== "string")) {
    throw new Error(`${slug}: front matter "tags" must be a list of words`);
  }
  const minutes = data.readingMinutes;
  if (typeof minutes !== "number" || !Number.isInteger(minutes) || minutes < 1) {
    throw new Error(`${slug}: front matter "readingMinutes" must be a whole number`);
  }
  const date = isoDate(data.date, "date", slug);
  const updated = data.updated === undefined ? undefined : isoDate(data.updated, "updated", slug);
  return {
    entry: {
      slug,
      title: text(data.title, "title", slug),
      description: text(data.description, "description", slug),
      date,
      ...(updated && updated > date ? { updated } : {}),
      tags: tags as string[],
      readingMinutes: minutes,
      source: "article",
    },
    markdown: match[2]!,
  };
}
