/**
 * A tool's head by its id, for the server, which writes it into the HTML of a tool page's first
 * visit: the lookups over every tool's search words. The page itself builds its head from its own
 * tool's words (build-tool-head.ts), so a tool page does not carry every tool's words.
 */
import { TOOL_SEO } from "../tool-lists/seo.ts";
import type { ToolSeo } from "../tool-manifest.ts";
import { toolById } from "../tools.ts";
import { buildToolHead, type ToolHead } from "./build-tool-head.ts";

export { scriptJson, toolHeadHtml, type ToolHead } from "./build-tool-head.ts";

export function toolSeo(id: string): ToolSeo | undefined {
  return TOOL_SEO[id];
}

export function toolHead(id: string, origin: string): ToolHead | undefined {
  const seo = TOOL_SEO[id];
  const tool = toolById(id);
  return seo && tool ? buildToolHead(tool, seo, origin) : undefined;
}
