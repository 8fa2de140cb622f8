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
  const statements = source.match(/^(?:import|export)\s(?!type\s)[^;]*?\sfrom\s+"[^"]+";/gms) ?? [];
  return statements.map((statement) => /from\s+"([^"]+)";$/.exec(statement)![1]!);
}

describe("the step kits load no schema code", () => {
  it("finds the kits", () => {
    expect(kits).toEqual(expect.arrayContaining(["compress.ts", "crop.ts", "resize.ts", "turn.ts", "watermark.ts"]));
  });

  it.each(kits)("%s imports neither zod nor a schema module", (name) => {
    const loaded = loadedModules(readFileSync(new URL(name, folder), "utf8"));
    expect(loaded.filter((module) => module === "zod" || module.endsWith("-fields.ts"))).toEqual([]);
  });

  it("would notice one", () => {
    expect(loadedModules('import { z } from "zod";\nimport type { Y } from "./y-fields.ts";')).toEqual(["zod"]);
    expect(loadedModules('export { cropFields } from "./crop-fields.ts";')).toEqual(["./crop-fields.ts"]);
  });
});
