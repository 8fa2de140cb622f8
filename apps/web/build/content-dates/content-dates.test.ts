import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TOOLS } from "../../../../packages/shared/src/tools.ts";
import { contentDates, pageSources } from "./content-dates.ts";

const repoRoot = join(import.meta.dirname, "../../../..");

describe("each page's content date", () => {
  it("takes the newest commit on a page's sources, and the build's date where git knows none", () => {
    const commits: Record<string, string> = { "a.ts": "2026-10-01", "b.ts": "" };
    const dates = contentDates(
      { "/a": ["a.ts"], "/b": ["b.ts"], "/c": ["c.ts"] },
      (paths) => commits[paths[0]!] ?? "fatal: not a git repository",
      "2026-11-28",
    );
    expect(dates).toEqual({ "/a": "2026-10-01", "/b": "2026-11-28", "/c": "2026-11-28" });
  });

  it("names sources that exist for every tool and every indexed page", () => {
    const sources = pageSources();
    for (const tool of TOOLS) expect(sources[tool.path], tool.path).toBeDefined();
    for (const path of ["/", "/tools", "/about", "/licenses", "/pricing", "/faq", "/privacy", "/terms"]) {
      expect(sources[path], path).toBeDefined();
    }
    for (const [path, files] of Object.entries(sources)) {
      for (const file of files) expect(existsSync(join(repoRoot, file)), `${path}: ${file}`).toBe(true);
    }
  });
});
