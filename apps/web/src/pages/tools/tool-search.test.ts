import { TOOLS } from "@squish/shared/tools";
import { describe, expect, it } from "vitest";
import { searchTools } from "./tool-search.ts";

const ids = (query: string) => searchTools(TOOLS, query).map((tool) => tool.id);

/**
 * Queries people type into an image site's search, with the tool they want first and tools that
 * must (or must not) be among the results.
 */
const QUERIES: { query: string; first: string; includes?: string[]; excludes?: string[] }[] = [
  { query: "jpg", first: "jpeg-compress", includes: ["format-converter", "image-resizer", "bulk-compress"] },
  { query: "JPEG", first: "jpeg-compress" },
  {
    query: "heic",
    first: "bulk-compress",
    includes: ["format-converter"],
    excludes: ["jpeg-compress", "pdf-compress"],
  },
  { query: "iphone photo", first: "bulk-compress", includes: ["format-converter"], excludes: ["png-optimizer"] },
  {
    query: "compress png",
    first: "png-optimizer",
    includes: ["bulk-compress"],
    excludes: ["image-cropper", "pdf-compress"],
  },
  { query: "png compress", first: "png-optimizer" },
  { query: "optimize png", first: "png-optimizer" },
  { query: "shrink pdf", first: "pdf-compress", excludes: ["jpeg-compress", "image-resizer"] },
  { query: "reduce pdf size", first: "pdf-compress" },
  { query: "jpg to webp", first: "format-converter", includes: ["webp-compress"], excludes: ["pdf-compress"] },
  { query: "png to jpg", first: "format-converter", excludes: ["png-optimizer", "jpeg-compress"] },
  { query: "convert heic to jpeg", first: "format-converter" },
  { query: "resize image", first: "image-resizer" },
  { query: "resise", first: "image-resizer" },
  { query: "wtermark", first: "watermark-tool" },
  { query: "add logo to photos", first: "watermark-tool" },
  { query: "crop to square 1:1", first: "image-cropper" },
  { query: "animated gif", first: "gif-compress", excludes: ["jpeg-compress"] },
  { query: "batch compress photos", first: "bulk-compress" },
  { query: "compres jpge", first: "jpeg-compress" },
  { query: "wat", first: "watermark-tool" },
  { query: "lossless", first: "png-optimizer" },
];

describe("the catalogue's search", () => {
  for (const { query, first, includes = [], excludes = [] } of QUERIES) {
    it(`"${query}" finds ${first} first`, () => {
      const found = ids(query);
      expect(found[0]).toBe(first);
      for (const id of includes) expect(found).toContain(id);
      for (const id of excludes) expect(found).not.toContain(id);
    });
  }

  it("lists every tool in catalogue order for an empty query or one of filler words only", () => {
    const all = TOOLS.map((tool) => tool.id);
    expect(ids("")).toEqual(all);
    expect(ids("   ")).toEqual(all);
    expect(ids("image").length).toBeGreaterThan(0);
  });

  it("finds nothing for words no tool is about", () => {
    expect(ids("spreadsheet")).toEqual([]);
    expect(ids("compress video")).toEqual([]);
  });
});
