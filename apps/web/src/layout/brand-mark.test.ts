import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BrandMark } from "./brand-mark";

/** Every element of an SVG document but the root, in order, each with its attributes sorted. */
function shapes(svg: string): string[] {
  return [...svg.matchAll(/<(?!svg\b)(\w+)\s*([^>]*?)\/?>/g)].map(([, tag, attributes]) => {
    const pairs = [...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`);
    return `${tag} ${pairs.sort().join(" ")}`;
  });
}

describe("BrandMark", () => {
  it("draws the same mark as the site's icon file", () => {
    const icon = readFileSync(new URL("../../public/favicon.svg", import.meta.url), "utf8");
    const inline = renderToStaticMarkup(createElement(BrandMark, { size: 32 }));
    expect(shapes(icon).length).toBeGreaterThan(0);
    expect(shapes(inline)).toEqual(shapes(icon));
    const viewBox = (svg: string) => /<svg[^>]*viewBox="([^"]*)"/.exec(svg)?.[1];
    expect(viewBox(inline)).toBe(viewBox(icon));
  });

  it("is hidden from assistive technology, as the name beside it says it all", () => {
    const root = /^<svg([^>]*)>/.exec(renderToStaticMarkup(createElement(BrandMark, { size: 28 })))?.[1] ?? "";
    expect(root).toContain('aria-hidden="true"');
    expect(root).toContain('width="28" height="28"');
  });
});
