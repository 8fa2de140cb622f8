/**
 * The Open Graph pictures link previews show: one per tool, one per Markdown article and one for
 * every other page, drawn at build time (apps/web/build/og, record 0032) and served from /og/.
 * The heads point at them with an absolute address on the canonical origin, as the canonical link
 * does, because a preview fetches the picture without knowing which page it came from.
 */

/** The size Facebook, LinkedIn, Slack and X all crop least: 1.91:1. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

export const OG_IMAGE_DIR = "og";

/** Where each picture is in the build, relative to its root. */
export const ogImageFile = {
  tool: (toolId: string) => `${OG_IMAGE_DIR}/${toolId}.png`,
  article: (slug: string) => `${OG_IMAGE_DIR}/blog/${slug}.png`,
  fallback: () => `${OG_IMAGE_DIR}/default.png`,
};

export interface OgImage {
  url: string;
  width: number;
  height: number;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  /** The drawn cards are PNG; a picture an admin chose for a post is JPEG. */
  type?: "image/png" | "image/jpeg";
}

export function ogImage(origin: string, file: string, alt: string, type?: OgImage["type"]): OgImage {
  return { url: `${origin}/${file}`, width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, alt, ...(type && { type }) };
}

/** The default picture, for pages without one of their own (and admins' posts). */
export const defaultOgImage = (origin: string) =>
  ogImage(origin, ogImageFile.fallback(), "Squish: free image tools that run in your browser");

/** The Open Graph and Twitter tags of a picture, as [attribute, key, content] for any writer. */
export function ogImageTags(image: OgImage): ["name" | "property", string, string][] {
  return [
    ["property", "og:image", image.url],
    ["property", "og:image:type", image.type ?? "image/png"],
    ["property", "og:image:width", String(image.width)],
    ["property", "og:image:height", String(image.height)],
    ["property", "og:image:alt", image.alt],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:image", image.url],
    ["name", "twitter:image:alt", image.alt],
  ];
}
