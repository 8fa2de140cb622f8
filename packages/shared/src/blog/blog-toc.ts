/**
 * A table of contents entry, and reading one back out of rendered HTML (admin posts arrive from
 * the API as HTML). No Markdown library here: the browser imports this.
 */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The text of an HTML fragment: tags dropped, the common entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

export function tocFromHtml(html: string): TocEntry[] {
  return [...html.matchAll(/<h([23]) id="([^"]+)">([\s\S]*?)<\/h\1>/g)].map((m) => ({
    id: m[2]!,
    text: htmlText(m[3]!),
    level: m[1] === "2" ? 2 : 3,
  }));
}
