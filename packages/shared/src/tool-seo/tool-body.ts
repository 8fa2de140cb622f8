/**
 * A tool page's words for visitors and crawlers without JavaScript: its name, its one-line
 * summary, and the same "How to use" steps and questions the page shows under the tool
 * (apps/web/src/tools/framework/tool-seo-section.tsx). The app replaces them when it starts.
 */
import { escapeHtml } from "../blog/blog-head.ts";
import { toolById } from "../tools.ts";
import { toolSeo } from "./tool-head.ts";

export function toolBodyHtml(id: string): string {
  const tool = toolById(id);
  const seo = toolSeo(id);
  if (!tool || !seo) return "";
  const steps = seo.howToSteps
    .map((step) => `<li><h3>${escapeHtml(step.name)}</h3><p>${escapeHtml(step.text)}</p></li>`)
    .join("");
  const faqs = seo.faqs.map((f) => `<dt>${escapeHtml(f.question)}</dt><dd>${escapeHtml(f.answer)}</dd>`).join("");
  return (
    `<main><nav aria-label="Breadcrumb"><a href="/">Home</a> / <a href="/tools">Tools</a></nav>` +
    `<h1>${escapeHtml(tool.name)}</h1><p>${escapeHtml(tool.summary)}</p>` +
    `<h2>How to use the ${escapeHtml(tool.name)}</h2><ol>${steps}</ol>` +
    `<h2>Questions and answers</h2><dl>${faqs}</dl></main>`
  );
}
