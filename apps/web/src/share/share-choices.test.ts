import { beforeAll, describe, expect, it } from "vitest";
import { TOOLS } from "@squish/shared/tools";
import { acceptsFile } from "@/tools/framework/intake";
import { BUILT_TOOL_IDS, loadToolDefinition } from "@/tools/registry";
import { partialNote, shareChoices, type ShareableTool } from "./share-choices.ts";

/** The real built tools, as the share page sees them. */
async function realTools(): Promise<ShareableTool[]> {
  const built = TOOLS.filter((tool) => BUILT_TOOL_IDS.has(tool.id));
  const definitions = await Promise.all(built.map((tool) => loadToolDefinition(tool.id)));
  return built.map((tool, index) => ({
    id: tool.id,
    name: tool.name,
    path: tool.path,
    accepts: (file) => acceptsFile(definitions[index]!, file),
  }));
}

const jpeg = { name: "holiday.jpg", type: "image/jpeg" };
const png = { name: "logo.png", type: "image/png" };
const pdf = { name: "report.pdf", type: "application/pdf" };
const gif = { name: "cat.gif", type: "image/gif" };
const text = { name: "notes.txt", type: "text/plain" };

describe("which tools take shared files", () => {
  // Loading every tool's definition the first time transforms all their modules: seconds on a
  // busy two-core machine, more than one test's 5 s. Done once here, with room for it.
  beforeAll(() => realTools(), 30_000);

  it("offers a shared JPEG to every tool that takes JPEGs, the JPEG compressor first", async () => {
    const ids = shareChoices(await realTools(), [jpeg]).map((choice) => choice.id);
    expect(ids[0]).toBe("jpeg-compress");
    expect(ids).toEqual(
      expect.arrayContaining(["webp-compress", "image-resizer", "image-cropper", "format-converter"]),
    );
    expect(ids).not.toContain("png-optimizer");
    expect(ids).not.toContain("pdf-compress");
    expect(ids).not.toContain("gif-compress");
  });

  it("offers a PDF to the PDF compressor first, and to the bulk compressor, which takes any mix", async () => {
    expect(shareChoices(await realTools(), [pdf]).map((choice) => choice.id)).toEqual([
      "pdf-compress",
      "bulk-compress",
    ]);
  });

  it("offers a GIF to the GIF compressor and the tools that take any image", async () => {
    const ids = shareChoices(await realTools(), [gif]).map((choice) => choice.id);
    expect(ids[0]).toBe("gif-compress");
    expect(ids).toContain("image-resizer");
    expect(ids).not.toContain("jpeg-compress");
  });

  it("puts tools that take every file first, and says how many the others take", async () => {
    const choices = shareChoices(await realTools(), [jpeg, png, pdf]);
    const full = choices.filter((choice) => choice.all).map((choice) => choice.id);
    // Photos, a PNG and a PDF together: only the bulk compressor takes them all.
    expect(full).toEqual(["bulk-compress"]);
    const resizer = choices.find((choice) => choice.id === "image-resizer")!;
    expect(resizer.files).toEqual([jpeg, png]);
    expect(partialNote(resizer, 3)).toBe("Takes 2 of 3 files");
    const pdfTool = choices.find((choice) => choice.id === "pdf-compress")!;
    expect(pdfTool.files).toEqual([pdf]);
    // The one that takes all comes first; the rest (two-of-three or one-of-three) keep catalogue
    // order, never reshuffled.
    expect(choices.map((choice) => choice.id)).toEqual([
      ...full,
      ...TOOLS.map((tool) => tool.id).filter((id) => !full.includes(id) && choices.some((choice) => choice.id === id)),
    ]);
  });

  it("keeps catalogue order within the tools that take everything", async () => {
    const choices = shareChoices(await realTools(), [jpeg, png]);
    const full = choices.filter((choice) => choice.all).map((choice) => choice.id);
    expect(full).toEqual(TOOLS.map((tool) => tool.id).filter((id) => full.includes(id)));
    expect(full).toContain("webp-compress");
    expect(choices.findIndex((choice) => !choice.all)).toBe(full.length);
    expect(partialNote(choices[0]!, 2)).toBeNull();
  });

  it("offers nothing for files no tool takes, or for no files", async () => {
    const tools = await realTools();
    expect(shareChoices(tools, [text])).toEqual([]);
    expect(shareChoices(tools, [])).toEqual([]);
  });
});
