import { describe, expect, it } from "vitest";
import { TOOLS } from "../tools.ts";
import { toolBodyHtml } from "./tool-body.ts";
import { toolSeo } from "./tool-head.ts";

describe("a tool page's words", () => {
  it.each(TOOLS.map((tool) => [tool.id, tool] as const))(
    "gives %s its name, summary, steps and questions",
    (id, tool) => {
      const html = toolBodyHtml(id);
      const seo = toolSeo(id)!;
      expect(html).toMatch(/^<main>.*<\/main>$/);
      expect(html).toContain(`<h1>${tool.name}</h1><p>${tool.summary}</p>`);
      expect(html.match(/<li>/g)).toHaveLength(seo.howToSteps.length);
      expect(html.match(/<dt>/g)).toHaveLength(seo.faqs.length);
      expect(html).toContain(`<dt>${seo.faqs[0]!.question.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}</dt>`);
    },
  );

  it("has no words for an unknown tool", () => {
    expect(toolBodyHtml("no-such-tool")).toBe("");
  });
});
