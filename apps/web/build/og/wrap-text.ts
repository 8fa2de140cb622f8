/**
 * Breaks text into lines no wider than a width, at spaces, for the link-preview pictures. When the
 * text needs more lines than allowed, the last line ends in an ellipsis so the cut is visible.
 * Measuring is passed in, so this stays a pure function over any font and size.
 */
export type Measure = (text: string) => Promise<number>;

const ELLIPSIS = "…";

export async function wrapText(text: string, maxWidth: number, maxLines: number, measure: Measure): Promise<string[]> {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    const candidate = current ? `${current} ${word}` : word;
    if (!current || (await measure(candidate)) <= maxWidth) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) return withEllipsis(lines, maxWidth, measure);
  }
  if (current) lines.push(current);
  return lines;
}

/** The last line shortened, word by word, until it fits with an ellipsis after it. */
async function withEllipsis(lines: string[], maxWidth: number, measure: Measure): Promise<string[]> {
  const words = lines.at(-1)!.split(" ");
  while (words.length > 1 && (await measure(`${words.join(" ")}${ELLIPSIS}`)) > maxWidth) words.pop();
  const last = words.join(" ").replace(/[\s,.;:–—-]+$/, "");
  return [...lines.slice(0, -1), `${last}${ELLIPSIS}`];
}
