/**
 * What a tool's manifest holds (packages/shared/src/tools/<id>/, one folder per tool, one file per
 * part): its catalogue entry (info.ts), the formats it reads and writes (formats.ts), which
 * activities count as its uses (usage.ts) and its search-engine words (seo.ts). The parts are
 * apart because a bundle takes whole modules: every page loads the catalogue for its menus, and
 * must not carry the search words with it. tool-lists/ holds each part as one list.
 */
import type { ActivityType } from "./account/activity.ts";

export type ToolCategory = "compression" | "editing" | "conversion" | "bulk";

/** The icons a tool may show in menus, cards and the catalogue (the web app draws each). */
export const TOOL_ICON_NAMES = [
  "file-image",
  "image",
  "file-archive",
  "film",
  "file-text",
  "images",
  "droplets",
  "maximize",
  "crop",
  "repeat",
  "layout-grid",
] as const;
export type ToolIconName = (typeof TOOL_ICON_NAMES)[number];

export interface ToolInfo {
  id: string;
  /** Canonical route of the tool's page. */
  path: `/${string}`;
  /** Older paths that redirect to `path` (spec: route tables and redirects). */
  aliases: readonly `/${string}`[];
  name: string;
  /** One sentence for cards and menus. */
  summary: string;
  category: ToolCategory;
  /** Highlights shown on catalogue cards. */
  features: readonly string[];
  icon: ToolIconName;
  /** Marked as popular in menus and the sidebar. */
  popular: boolean;
}

export type FormatName = "JPEG" | "PNG" | "APNG" | "WebP" | "AVIF" | "GIF" | "BMP" | "HEIC" | "PDF";

export interface ToolFormats {
  /** The formats it takes (its drop zone's accepted files; a web test checks they agree). */
  reads: readonly FormatName[];
  /** The formats it can hand back. */
  writes: readonly FormatName[];
}

/** What the tools that take any image read (apps/web's IMAGE_INPUTS). */
export const ANY_IMAGE: readonly FormatName[] = ["JPEG", "PNG", "APNG", "WebP", "AVIF", "GIF", "BMP", "HEIC"];
/** An edited image keeps its format where that format can be written, else becomes one of these. */
export const EDITED_IMAGE: readonly FormatName[] = ["JPEG", "PNG", "APNG", "WebP", "AVIF", "GIF"];

/**
 * Which tracked activities are the tool's uses. Activities carry a type and a file name, not a
 * tool id (spec section 3), so tools that share a type are told apart by the file's ending
 * (docs/decisions/0018); a rule without endings takes every activity of its type that no rule
 * with endings took.
 */
export interface ToolUsageRule {
  activity: ActivityType;
  /** Lower-case file name endings. */
  endings?: readonly string[];
}

/** A tool page's search metadata (image-tools.md sections 2 and 3). */
export interface ToolSeo {
  title: string;
  description: string;
  keywords: readonly string[];
  faqs: readonly { question: string; answer: string }[];
  howToSteps: readonly { name: string; text: string }[];
}
