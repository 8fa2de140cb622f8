import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TOOL_ICON_NAMES } from "../tool-manifest.ts";
import { TOOL_FORMATS } from "./formats.ts";
import { TOOL_INFOS } from "./infos.ts";
import { TOOL_SEO } from "./seo.ts";
import { TOOL_USAGE } from "./usage.ts";

const toolsFolder = new URL("../tools/", import.meta.url);
const manifests = readdirSync(toolsFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("the lists of tool manifests", () => {
  it("list every manifest in tools/ once, and nothing else (npm run new:tool rewrites them)", () => {
    const ids = TOOL_INFOS.map((info) => info.id);
    expect([...ids].sort()).toEqual([...manifests].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("read every part of the same manifests, in the catalogue's order", () => {
    const ids = TOOL_INFOS.map((info) => info.id);
    for (const part of [TOOL_FORMATS, TOOL_USAGE, TOOL_SEO]) expect(Object.keys(part)).toEqual(ids);
  });

  it.each(manifests)(
    "%s has its four parts, its id and route from its folder, and an icon the web app draws",
    async (id) => {
      expect(readdirSync(new URL(`${id}/`, toolsFolder)).sort()).toEqual([
        "formats.ts",
        "info.ts",
        "seo.ts",
        "usage.ts",
      ]);
      const { info } = (await import(`../tools/${id}/info.ts`)) as { info: (typeof TOOL_INFOS)[number] };
      expect(info.id).toBe(id);
      expect(info.path).toBe(`/${id}`);
      expect(TOOL_ICON_NAMES).toContain(info.icon);
    },
  );
});
