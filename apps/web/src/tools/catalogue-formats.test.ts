import { toolFormats, type FormatName } from "@squish/shared/tool-formats";
import { toolSeo } from "@squish/shared/tool-seo/tool-head";
import { TOOLS } from "@squish/shared/tools";
import { describe, expect, it } from "vitest";
import { BUILT_TOOL_IDS, loadToolDefinition } from "./registry.ts";

/** How the catalogue names each file extension a drop zone takes. */
const FORMAT_OF: Record<string, FormatName> = {
  jpg: "JPEG",
  jpeg: "JPEG",
  png: "PNG",
  apng: "APNG",
  webp: "WebP",
  avif: "AVIF",
  gif: "GIF",
  bmp: "BMP",
  heic: "HEIC",
  heif: "HEIC",
  pdf: "PDF",
};

describe("the registry", () => {
  // The first test to load every tool's modules pays their transform: seconds on a busy machine.
  it("finds a page for every tool in the catalogue, each in the folder of its id, with its own search words", async () => {
    expect([...BUILT_TOOL_IDS].sort()).toEqual(TOOLS.map((tool) => tool.id).sort());
    for (const id of BUILT_TOOL_IDS) {
      const definition = await loadToolDefinition(id);
      expect(definition.id).toBe(id);
      // The page shows its own manifest's how-to and questions.
      expect(definition.seo).toBe(toolSeo(id));
    }
  }, 30_000);
});

describe("the catalogue's formats", () => {
  // The catalogue's search finds a tool by what it reads, so that list must be what its drop zone takes.
  for (const id of BUILT_TOOL_IDS) {
    it(`${id} reads what its drop zone accepts`, async () => {
      const definition = await loadToolDefinition(id);
      const accepted = new Set(definition.accept.extensions.map((extension) => FORMAT_OF[extension]));
      expect([...accepted].sort()).toEqual([...toolFormats(id).reads].sort());
    });
  }
});
