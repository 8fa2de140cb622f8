/**
 * The catalogue's search: a person types what they want done ("compress png", "jpg to webp",
 * "iphone photo", "wtermark") and finds the tools that do it. Every word must be found, in any
 * order, in a tool's name, summary, features or the formats it reads and writes, directly, through
 * a word meaning the same (jpg/jpeg, shrink/compress) or with one typo. The best matches come
 * first: a word in the name counts more than one in the summary.
 */
import { toolFormats, type FormatName } from "@squish/shared/tool-formats";
import type { ToolInfo } from "@squish/shared/tools";

/**
 * Words people use for the same thing; the first of each group is the one tools are indexed
 * under. Plurals are folded before this (see `stem`).
 */
const SYNONYMS: readonly (readonly string[])[] = [
  ["jpeg", "jpg", "jpe", "jfif"],
  ["heic", "heif", "iphone", "ios", "apple"],
  // Compressing and optimising are one wish to a person searching.
  [
    "compress",
    "compressor",
    "compression",
    "shrink",
    "reduce",
    "smaller",
    "minify",
    "squash",
    "squeeze",
    "lighter",
  ].concat(["optimise", "optimize", "optimiser", "optimizer", "optimisation", "optimization"]),
  ["resize", "resizer", "scale", "rescale", "dimension", "enlarge", "downscale", "upscale"],
  ["crop", "cropper", "trim", "cut", "aspect", "square"],
  ["watermark", "stamp", "copyright", "brand", "overlay", "logo", "signature"],
  ["convert", "converter", "conversion", "turn", "transform"],
  ["bulk", "batch", "many", "multiple", "several", "folder", "zip"],
  ["gif", "animation", "animated"],
  ["pdf", "document"],
  ["chain", "pipeline", "workflow", "workspace"],
];

/**
 * Words that say nothing about which tool: a query of "reduce photo size online" is about
 * reducing. Only dropped when the query has other words.
 */
const FILLER = new Set([
  "a",
  "an",
  "the",
  "add",
  "put",
  "my",
  "your",
  "me",
  "i",
  "how",
  "can",
  "make",
  "get",
  "to",
  "into",
  "for",
  "from",
  "in",
  "of",
  "and",
  "with",
  "without",
  "online",
  "free",
  "tool",
  "image",
  "picture",
  "photo",
  "pic",
  "img",
  "file",
  "size",
  "format",
]);

/** How much a word found in each part of a tool counts. */
const WEIGHT = { name: 3, format: 2, text: 1 } as const;

/** A word found: exactly or as a synonym (1), as the start of a longer word while typing (0.8), with a typo (0.6). */
type Closeness = 1 | 0.8 | 0.6 | 0;

/** One form for "photos", "images", "jpegs", "boxes": search words and tool words alike. */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

const CANONICAL = new Map<string, string>(SYNONYMS.flatMap((group) => group.map((word) => [word, group[0]!])));

/** The word a tool is indexed under, so "jpg" and "jpeg" meet. */
function canonical(word: string): string {
  const stemmed = stem(word);
  return CANONICAL.get(word) ?? CANONICAL.get(stemmed) ?? stemmed;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether two words differ by at most one letter added, dropped, changed or two swapped. */
function oneTypoApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  return (
    restA.slice(1) === restB.slice(1) || // changed
    restA.slice(1) === restB || // added in a
    restA === restB.slice(1) || // dropped from a
    (restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2)) // swapped
  );
}

/** How close a searched word is to one word of a tool (both as written and as indexed). */
function closeness(searched: string, written: string): Closeness {
  const wanted = canonical(searched);
  if (wanted === canonical(written)) return 1;
  // The word being typed: "wat" finds "watermark".
  if (searched.length >= 2 && written.startsWith(searched)) return 0.8;
  // One typo, in words long enough that one letter does not make another word ("png"/"jpg").
  if (searched.length >= 4 && written.length >= 4 && oneTypoApart(searched, written)) {
    // "compres" and "compressr" are typos; so is "jpge" for "jpeg".
    return 0.6;
  }
  if (searched.length >= 4 && oneTypoApart(wanted, canonical(written))) return 0.6;
  return 0;
}

interface IndexedWord {
  word: string;
  weight: number;
}

/** Every word of a tool with the weight of the part it comes from. */
function indexTool(tool: ToolInfo): IndexedWord[] {
  const formats = (list: readonly FormatName[]) => list.flatMap(words);
  const { reads, writes } = toolFormats(tool.id);
  return [
    ...words(tool.name).map((word) => ({ word, weight: WEIGHT.name })),
    ...formats([...reads, ...writes]).map((word) => ({ word, weight: WEIGHT.format })),
    ...words([tool.summary, ...tool.features].join(" ")).map((word) => ({ word, weight: WEIGHT.text })),
  ];
}

/** A searched word's best score in a tool: its weight times how closely it was found, 0 if not at all. */
function wordScore(searched: string, index: readonly IndexedWord[]): number {
  let best = 0;
  for (const { word, weight } of index) best = Math.max(best, weight * closeness(searched, word));
  return best;
}

/**
 * "jpg to webp": a conversion from the first to the second was asked for, so a tool that reads the
 * first and writes the second counts more, and a converter more still.
 */
function directionBonus(query: readonly string[], tool: ToolInfo, index: readonly IndexedWord[]): number {
  const at = query.indexOf("to");
  if (at <= 0 || at === query.length - 1) return 0;
  const from = canonical(query[at - 1]!);
  const to = canonical(query[at + 1]!);
  const has = (list: readonly FormatName[], word: string) =>
    list.some((format) => canonical(format.toLowerCase()) === word);
  const { reads, writes } = toolFormats(tool.id);
  if (!has(reads, from) || !has(writes, to)) return 0;
  return WEIGHT.name + wordScore("convert", index);
}

/** The tools that match every meaningful word of `query`, best first; all of them, in order, for an empty query. */
export function searchTools(tools: readonly ToolInfo[], query: string): ToolInfo[] {
  const all = words(query);
  const meaningful = all.filter((word) => !FILLER.has(stem(word)));
  const searched = meaningful.length > 0 ? meaningful : all;
  if (searched.length === 0) return [...tools];
  const scored: { tool: ToolInfo; score: number; order: number }[] = [];
  tools.forEach((tool, order) => {
    const index = indexTool(tool);
    let score = 0;
    for (const word of searched) {
      const found = wordScore(word, index);
      if (found === 0) return;
      score += found;
    }
    scored.push({ tool, score: score + directionBonus(all, tool, index), order });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map(({ tool }) => tool);
}
