/**
 * axe-core in the page under test: the serious and critical accessibility violations, described
 * well enough to fix. The context needs `bypassCSP: true`, since the site's policy (rightly)
 * refuses the injected script.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

export const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Makes sure the page's document has axe. Where it has not, axe also becomes one of the page's init
 * scripts, so every page it loads next has axe already: the walks that check every page then send
 * axe's half a megabyte to Chromium once per page instead of once per document (an injection sent it
 * over the pipe twice: 140 MB for one walk of every page in both themes), and Chromium compiles it
 * from its cache. A reused page has the script taken off when it is handed back
 * (support/warm-pages.ts), and gets it again from here.
 */
async function withAxe(page: Page): Promise<void> {
  // Not `"axe" in window`: an element with the id "axe" would be a property of the window too.
  const has = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
  if (has) return;
  await page.addInitScript({ content: axeSource });
  await page.addScriptTag({ content: axeSource });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The serious and critical violations, and any of the rules named in `alsoRules` whatever its impact. */
export async function seriousA11yViolations(page: Page, alsoRules: readonly string[] = []): Promise<string[]> {
  await withAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || alsoRules.includes(v.id))
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
