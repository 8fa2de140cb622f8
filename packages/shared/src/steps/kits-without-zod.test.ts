/**
 * The step kits are what the tool pages read (ratios, presets, defaults, types); their schemas sit
 * beside them in *-fields.ts, loaded only where a chain, a template or a saved setting is checked.
 * A value import of zod, or of a schema module, here would put zod's 24 KB back into the first load
 * of the cropper, the resizer and the watermark tool (e2e/js-budget.e2e.ts measures the pages).
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const folder = new URL(".", import.meta.url);
const kits = readdirSync(folder).filter((name) => /^[a-z-]+\.ts$/.test(name) && !name.endsWith("-fields.ts"));

/** The modules a file loads when it runs: its imports and re-exports that are not type-only. */
function loadedModules(source: string): string[] {
  const statements = source.match(/^(?:import|export)\s(?!type\s)[^;]*?\sfrom\s+"[^"]+";|^import\s+"[^"]+";/gms) ?? [];
  return statements.map((statement) => /"([^"]+)";$/.exec(statement)![1]!);
}

/** zod itself, or a module of its schemas (or one that holds schemas: the chain, saved settings). */
const isSchemaCode = (module: string) =>
  /^zod(\/|$)/.test(module) ||
  /-fields(\.ts)?$/.test(module) ||
  /(^|\/)(chain|saved-settings|watermark-templates)(\.ts)?$/.test(module);

describe("the step kits load no schema code", () => {
  it("finds the kits", () => {
    expect(kits).toEqual(expect.arrayContaining(["compress.ts", "crop.ts", "resize.ts", "turn.ts", "watermark.ts"]));
  });

  it.each(kits)("%s imports neither zod nor a schema module", (name) => {
    const loaded = loadedModules(readFileSync(new URL(name, folder), "utf8"));
    expect(loaded.filter(isSchemaCode)).toEqual([]);
  });

  it("would notice one", () => {
    expect(loadedModules('import { z } from "zod";\nimport type { Y } from "./y-fields.ts";')).toEqual(["zod"]);
    expect(loadedModules('export { cropFields } from "./crop-fields.ts";')).toEqual(["./crop-fields.ts"]);
    expect(loadedModules('import "./crop-fields.ts";\nimport {\n  a,\n  b,\n} from "zod/v4";')).toEqual([
      "./crop-fields.ts",
      "zod/v4",
    ]);
    expect(["zod/mini", "./crop-fields", "../chain.ts", "../saved-settings.ts"].every(isSchemaCode)).toBe(true);
    expect(["../compression.ts", "./output.ts"].some(isSchemaCode)).toBe(false);
  });
});
