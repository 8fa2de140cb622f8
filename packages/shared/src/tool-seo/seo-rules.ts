/**
 * What a tool's search words must be to read well on a results page and in link previews
 * (image-tools.md sections 2 and 3): a title a results page shows whole, a description of one
 * snippet's length, a few keywords, four to six questions and the four how-to steps the page and
 * its structured data show. The manifests' test and the new-tool scaffold's test hold every tool
 * to them, so a tool written by the scaffold passes as it is.
 */
import type { ToolSeo } from "../tool-manifest.ts";

export function seoProblems(seo: ToolSeo): string[] {
  const problems: string[] = [];
  const within = (what: string, value: number, min: number, max: number) => {
    if (value < min || value > max) problems.push(`${what} is ${value}, not ${min}-${max}`);
  };
  within("the title's length", seo.title.length, 11, 60);
  within("the description's length", seo.description.length, 120, 190);
  within("the number of keywords", seo.keywords.length, 4, Infinity);
  within("the number of questions", seo.faqs.length, 4, 6);
  within("the number of how-to steps", seo.howToSteps.length, 4, 4);
  for (const faq of seo.faqs) {
    if (!faq.question.endsWith("?")) problems.push(`"${faq.question}" is not a question`);
    if (faq.answer === "") problems.push(`"${faq.question}" has no answer`);
  }
  return problems;
}
