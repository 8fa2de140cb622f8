import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ToolFormats, ToolInfo, ToolSeo, ToolUsageRule } from "@squish/shared/tool-manifest";
import { seoProblems } from "@squish/shared/tool-seo/seo-rules";
import { TOOLS } from "@squish/shared/tools";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain ES module scripts, without type declarations
import { manifestFiles, scaffoldFiles } from "../../../../scripts/new-tool.mjs";
// @ts-expect-error -- plain ES module scripts, without type declarations
import { listedToolIds, orderedToolIds, toolListSources } from "../../../../scripts/tool-list.mjs";

const sharedSrc = new URL("../../../../packages/shared/src/", import.meta.url);

/** The scaffold's manifest for a tool, written beside a copy of the manifest types and loaded. */
async function scaffoldedManifest(id: string, name: string) {
  const dir = mkdtempSync(join(tmpdir(), "squish-new-tool-"));
  mkdirSync(join(dir, "tools", id), { recursive: true });
  copyFileSync(new URL("tool-manifest.ts", sharedSrc), join(dir, "tool-manifest.ts"));
  const files = manifestFiles(id, name) as Record<string, string>;
  expect(Object.keys(files).sort()).toEqual(["formats.ts", "info.ts", "seo.ts", "usage.ts"]);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, "tools", id, file), text);
  const part = async <T>(file: string): Promise<T> =>
    (await import(/* @vite-ignore */ join(dir, "tools", id, file))) as T;
  return {
    ...(await part<{ info: ToolInfo }>("info.ts")),
    ...(await part<{ formats: ToolFormats }>("formats.ts")),
    ...(await part<{ usage: ToolUsageRule | null }>("usage.ts")),
    ...(await part<{ seo: ToolSeo }>("seo.ts")),
  };
}

describe("npm run new:tool", () => {
  it("writes a manifest whose entry is at the tool's own route and whose search words pass the site's rules", async () => {
    const manifest = await scaffoldedManifest("image-sharpener", "Image Sharpener");
    expect(manifest.info).toMatchObject({ id: "image-sharpener", path: "/image-sharpener", name: "Image Sharpener" });
    expect(manifest.formats.reads).toContain("HEIC");
    expect(manifest.usage).toBeNull();
    expect(seoProblems(manifest.seo)).toEqual([]);
  });

  it("writes a definition, its settings and panel, named after the tool, with its verb forms once", () => {
    const files = scaffoldFiles("image-sharpener", "Image Sharpener") as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual([
      "definition.ts",
      "image-sharpener-settings-panel.tsx",
      "image-sharpener-settings.ts",
    ]);
    expect(files["definition.ts"]).toContain('id: "image-sharpener"');
    expect(files["definition.ts"]).toContain(
      "export const imageSharpener = defineTool<ImageSharpenerSettings, ImageSharpenerFileOptions>({",
    );
    expect(files["definition.ts"]).toContain('headline: "Image Sharpener"');
    expect(files["definition.ts"]).toContain("words: {");
    expect(files["definition.ts"]).not.toContain("verbAll");
  });

  it("wrote the lists of manifests as they stand (a hand edit would be lost at the next new tool)", () => {
    const listed: string[] = listedToolIds(readFileSync(new URL("tool-lists/infos.ts", sharedSrc), "utf8"));
    expect(listed).toEqual(TOOLS.map((tool) => tool.id));
    for (const [file, text] of Object.entries(toolListSources(listed) as Record<string, string>)) {
      expect(readFileSync(new URL(`tool-lists/${file}`, sharedSrc), "utf8")).toBe(text);
    }
  });

  it("rewrites the lists keeping the catalogue's order, new tools last", () => {
    const ids = TOOLS.map((tool) => tool.id);
    const fresh = "new-example-tool";
    expect(ids).not.toContain(fresh);
    expect(orderedToolIds(ids, [...ids].sort().concat(fresh))).toEqual([...ids, fresh]);
    const withoutOne = ids.filter((id) => id !== "workspace");
    expect(orderedToolIds(ids, withoutOne)).toEqual(withoutOne);
    const next = toolListSources([...ids, fresh]) as Record<string, string>;
    expect(Object.keys(next).sort()).toEqual(["formats.ts", "infos.ts", "seo.ts", "usage.ts"]);
    expect(listedToolIds(next["infos.ts"])).toEqual([...ids, fresh]);
    expect(next["seo.ts"]).toContain('import { seo as newExampleToolSeo } from "../tools/new-example-tool/seo.ts";');
    expect(next["seo.ts"]).toContain('  "new-example-tool": newExampleToolSeo,');
  });
});
