import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ES module script, without type declarations
import { catalogueName, scaffoldFiles, withRegistryLine } from "../../../../scripts/new-tool.mjs";

const registry = readFileSync(new URL("./registry.ts", import.meta.url), "utf8");
const tools = readFileSync(new URL("../../../../packages/shared/src/tools.ts", import.meta.url), "utf8");

describe("npm run new:tool", () => {
  it("finds the tool's name in the catalogue and refuses ids it does not know", () => {
    expect(catalogueName(tools, "webp-compress")).toBe("WebP Compressor");
    expect(catalogueName(tools, "no-such-tool")).toBeNull();
  });

  it("adds exactly one registry line, and refuses a tool that is already registered", () => {
    // Every catalogue tool is built now: take one out to add it again.
    const without = registry.replace(/^.*"bulk-compress".*\n/m, "");
    const next: string = withRegistryLine(without, "bulk-compress");
    expect(next.split("\n").length).toBe(without.split("\n").length + 1);
    expect(next).toContain(
      `"bulk-compress": async () => (await import("./bulk-compress/definition.ts")).bulkCompress,`,
    );
    expect(() => withRegistryLine(registry, "jpeg-compress")).toThrow("already in the registry");
  });

  it("writes a definition, its settings and panel, named after the tool", () => {
    const files = scaffoldFiles("webp-compress", "WebP Compressor") as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual([
      "definition.ts",
      "webp-compress-settings-panel.tsx",
      "webp-compress-settings.ts",
    ]);
    expect(files["definition.ts"]).toContain('id: "webp-compress"');
    expect(files["definition.ts"]).toContain("export const webpCompress: ToolDefinition<WebpCompressSettings");
    expect(files["definition.ts"]).toContain('headline: "WebP Compressor"');
  });
});
