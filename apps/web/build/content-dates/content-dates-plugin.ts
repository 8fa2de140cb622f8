/**
 * Writes `content-dates.json` beside the app: each page's last content change (content-dates.ts),
 * which the server's sitemap gives as `lastmod`.
 */
import { execFileSync } from "node:child_process";
import type { Plugin } from "vite";
import { contentDates, pageSources, type LastCommitDate } from "./content-dates.ts";

export const CONTENT_DATES_FILE = "content-dates.json";

function gitLastCommitDate(repoRoot: string): LastCommitDate {
  return (paths) => {
    try {
      return execFileSync("git", ["log", "-1", "--format=%cs", "--", ...paths], {
        cwd: repoRoot,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim();
    } catch {
      // No git, or not a repository: the build's date stands in.
      return "";
    }
  };
}

export function contentDatesPlugin(repoRoot: string): Plugin {
  return {
    name: "squish-content-dates",
    apply: "build",
    generateBundle() {
      const today = new Date().toISOString().slice(0, 10);
      const dates = contentDates(pageSources(), gitLastCommitDate(repoRoot), today);
      this.emitFile({ type: "asset", fileName: CONTENT_DATES_FILE, source: `${JSON.stringify(dates, null, 2)}\n` });
    },
  };
}
