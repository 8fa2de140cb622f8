// Writes packages/shared/src/tool-lists/: each part of the tools' manifests
// (packages/shared/src/tools/<id>/{info,formats,usage,seo}.ts) as one list, for the catalogue, the
// search, the server's usage counts and the tool pages' heads. One module per part, because a
// bundle takes whole modules: the menus on every page must not carry the search words.
// `npm run new:tool` calls it; the catalogue's order is kept and new tools go last.

const camel = (id) => id.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/** The parts of a manifest: file (in tools/<id>/), export, list name and type, and whether it is keyed by id. */
export const MANIFEST_PARTS = [
  { part: "info", list: "TOOL_INFOS", type: "ToolInfo", keyed: false, file: "infos" },
  { part: "formats", list: "TOOL_FORMATS", type: "ToolFormats", keyed: true, file: "formats" },
  { part: "usage", list: "TOOL_USAGE", type: "ToolUsageRule | null", keyed: true, file: "usage" },
  { part: "seo", list: "TOOL_SEO", type: "ToolSeo", keyed: true, file: "seo" },
];

/** The tool ids of the written list of catalogue entries (tool-lists/infos.ts), in its order. */
export function listedToolIds(infosSource) {
  return [...infosSource.matchAll(/from "\.\.\/tools\/([a-z0-9-]+)\/info\.ts";$/gm)].map((m) => m[1]);
}

/** The ids in `previous` order, then any new ones (sorted), dropping ids whose manifest is gone. */
export function orderedToolIds(previous, present) {
  const kept = previous.filter((id) => present.includes(id));
  return [...kept, ...present.filter((id) => !kept.includes(id)).sort()];
}

// Keys quoted only where needed, as Prettier writes them, so the files are stable under `npm run format`.
const key = (id) => (/^[a-z]\w*$/.test(id) ? id : `"${id}"`);

/** The text of tool-lists/<file>.ts for these ids: file name → text. */
export function toolListSources(ids) {
  const sources = {};
  for (const { part, list, type, keyed, file } of MANIFEST_PARTS) {
    const typeName = type.split(" ")[0];
    // Each list names its imports after its part (jpegCompressSeo), so no two lists read alike.
    const local = (id) => `${camel(id)}${part.charAt(0).toUpperCase()}${part.slice(1)}`;
    const imports = ids.map((id) => `import { ${part} as ${local(id)} } from "../tools/${id}/${part}.ts";`);
    const entries = ids.map((id) => (keyed ? `  ${key(id)}: ${local(id)},\n` : `  ${local(id)},\n`)).join("");
    const [open, close, listType] = keyed
      ? ["{", "}", `Readonly<Record<string, ${type}>>`]
      : ["[", "]", `readonly ${type}[]`];
    sources[`${file}.ts`] =
      `// Written by \`npm run new:tool\` (scripts/tool-list.mjs) from packages/shared/src/tools/, in the
// catalogue's order; tool-lists.test.ts fails when this list and that folder disagree.
import type { ${typeName} } from "../tool-manifest.ts";
${imports.join("\n")}

export const ${list}: ${listType} = ${open}
${entries}${close};
`;
  }
  return sources;
}
