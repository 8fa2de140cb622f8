import { toolFormats, type FormatName } from "@squish/shared/tool-formats";
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
