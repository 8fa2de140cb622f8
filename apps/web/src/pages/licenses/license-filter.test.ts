import { describe, expect, it } from "vitest";
import type { LicenseEntry } from "../../../build/licenses/report.ts";
import { filterEntries } from "./license-filter.ts";

const entry = (name: string, license: string, kind: LicenseEntry["kind"], partOf?: string): LicenseEntry => ({
  kind,
  name,
  version: "1.0.0",
  license,
  url: null,
  textId: "t",
  textSource: "file",
  ...(partOf ? { partOf } : {}),
});

const ENTRIES = [
  entry("react", "MIT", "package"),
  entry("libimagequant", "GPL-3.0-or-later", "webassembly", "libimagequant-wasm@0.3.0"),
  entry("Inter", "OFL-1.1", "font"),
];

describe("the licences list filter", () => {
  it("matches every word in the name, licence or owning package, in any case", () => {
    expect(filterEntries(ENTRIES, "gpl", "all").map((e) => e.name)).toEqual(["libimagequant"]);
    expect(filterEntries(ENTRIES, "IMAGEQUANT wasm", "all").map((e) => e.name)).toEqual(["libimagequant"]);
    expect(filterEntries(ENTRIES, "  ", "all")).toHaveLength(3);
    expect(filterEntries(ENTRIES, "mit ofl", "all")).toEqual([]);
  });

  it("keeps only the chosen kind", () => {
    expect(filterEntries(ENTRIES, "", "font").map((e) => e.name)).toEqual(["Inter"]);
    expect(filterEntries(ENTRIES, "react", "webassembly")).toEqual([]);
  });
});
