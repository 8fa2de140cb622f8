#!/usr/bin/env node
// `npm run new:tool -- <tool-id> "<Tool Name>"`: a new tool in its two homes, by layer. Its
// manifest (catalogue entry and icon, formats, usage rule, search words) is one folder in
// packages/shared/src/tools/, which the server reads too; its page (definition, settings, panel)
// is one folder in apps/web/src/tools/, which the web registry finds by itself. The shared lists
// of manifests (tool-lists/) are rewritten from the folder. No other file changes, and every test
// passes on the new tool as written; then write its real recipe, panel and words.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { listedToolIds, orderedToolIds, toolListSources } from "./tool-list.mjs";

const camel = (id) => id.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const pascal = (id) => camel(id).replace(/^[a-z]/, (c) => c.toUpperCase());
const quoted = (text) => JSON.stringify(text);

/** The manifest of a new tool, by file in packages/shared/src/tools/<id>/. */
export function manifestFiles(id, name) {
  const lower = name.toLowerCase();
  const types = (names) => `import type { ${names} } from "../../tool-manifest.ts";\n\n`;
  return {
    "info.ts": `/**
 * The ${name} in the catalogue: its route, the words its cards and menus show and its icon. Every
 * page loads this (the menus); the rest of its manifest is beside it, read only where needed.
 * Its page is apps/web/src/tools/${id}/.
 */
${types("ToolInfo")}export const info: ToolInfo = {
  id: ${quoted(id)},
  path: ${quoted(`/${id}`)},
  aliases: [],
  name: ${quoted(name)},
  summary: ${quoted(`The ${name}: what it does to an image, in one sentence.`)},
  category: "editing",
  features: ["Runs in your browser", "Batches of images", "No upload"],
  icon: "image",
  popular: false,
};
`,
    "formats.ts": `import { ANY_IMAGE, EDITED_IMAGE, type ToolFormats } from "../../tool-manifest.ts";

/** What it reads and writes, as people name formats (the search finds it by them). */
export const formats: ToolFormats = { reads: ANY_IMAGE, writes: EDITED_IMAGE };
`,
    "usage.ts": `${types("ToolUsageRule")}/**
 * Which of a member's activities count as uses of it ("My tools"): none until it has an activity
 * type of its own (packages/shared/src/account/activity.ts); its page records "convert" meanwhile.
 */
export const usage: ToolUsageRule | null = null;
`,
    "seo.ts": `${types("ToolSeo")}/** Its search-engine words: title, description, keywords, questions and how-to steps. */
export const seo: ToolSeo = {
  title: ${quoted(`${name}: private, no upload`)},
  description: ${quoted(
    `The ${name} works on your images in your browser: the codecs run on your device in WebAssembly, so nothing is uploaded. Free, no sign-up.`,
  )},
  keywords: [${quoted(lower)}, ${quoted(`${lower} online`)}, "private image tool", "no upload image tool"],
  faqs: [
    {
      question: "Are my images uploaded?",
      answer: "No. The ${name} runs on your device in Web Workers; no request carries your images.",
    },
    {
      question: "Which formats can I use?",
      answer: "JPEG, PNG, WebP, AVIF, GIF, BMP and HEIC, up to 10 MB each.",
    },
    {
      question: "How many images can I do at once?",
      answer: "Up to 15 without an account, and up to 30 when you are signed in.",
    },
    {
      question: "Is it free?",
      answer: "Yes. Every tool on Squish is free, and an account is optional.",
    },
  ],
  howToSteps: [
    { name: "Add your images", text: "Drop images on the page, paste them, or choose them." },
    { name: "Choose the settings", text: "Pick the settings and the format to write." },
    { name: "Process", text: "Process one image or all of them; each card shows its result." },
    { name: "Download", text: "Download each image, or all of them as a ZIP." },
  ],
};
`,
  };
}

/** The files of a new tool's page, by path relative to apps/web/src/tools/<id>/. */
export function scaffoldFiles(id, name) {
  const Type = pascal(id);
  return {
    [`${id}-settings.ts`]: `/** ${name}'s settings and the engine job they make. */
import type { ImageJob } from "@squish/engine";
import { outputFor, type OutputSettings } from "../steps/output/output-options.ts";

export interface ${Type}Settings {
  output: OutputSettings;
}

export type ${Type}FileOptions = Record<string, never>;

export function initial${Type}Settings(): ${Type}Settings {
  return { output: { format: "same", quality: 85, background: "#ffffff", matchSourceQuality: true } };
}

export function ${camel(id)}Recipe(settings: ${Type}Settings): ImageJob {
  return { kind: "image", steps: [], output: outputFor(settings.output), measureQuality: true };
}
`,
    [`${id}-settings-panel.tsx`]: `import { Panel } from "../framework/panel.tsx";
import type { SettingsPanelProps } from "../framework/tool-definition.ts";
import { OutputPanel } from "../steps/output/output-panel.tsx";
import type { ${Type}Settings } from "./${id}-settings.ts";

/** ${name}'s settings. */
export function ${Type}SettingsPanel({ settings, onChange }: SettingsPanelProps<${Type}Settings>) {
  return (
    <Panel title="Settings" testId="settings-panel">
      <OutputPanel
        idPrefix="${id}-output"
        value={settings.output}
        choices={["same", "jpeg", "png", "webp", "avif"]}
        onChange={(next) => onChange({ output: { ...settings.output, ...next } })}
      />
    </Panel>
  );
}
`,
    "definition.ts": `/** ${name} at /${id}: its catalogue entry and search words are in packages/shared/src/tools/${id}/. */
import { seo } from "@squish/shared/tools/${id}/seo";
import { defineTool } from "../framework/define-tool.ts";
import { IMAGE_INPUT_TEXTS } from "../framework/image-input-texts.ts";
import { IMAGE_INPUTS } from "../framework/image-inputs.ts";
import {
  ${camel(id)}Recipe,
  initial${Type}Settings,
  type ${Type}FileOptions,
  type ${Type}Settings,
} from "./${id}-settings.ts";
import { ${Type}SettingsPanel } from "./${id}-settings-panel.tsx";

export const ${camel(id)} = defineTool<${Type}Settings, ${Type}FileOptions>({
  id: "${id}",
  seo,
  accept: IMAGE_INPUTS,
  defaultExtension: "jpg",
  texts: {
    headline: "${name}",
    intro: "What the ${name} does, in a sentence or two.",
    ...IMAGE_INPUT_TEXTS,
    badges: ["Private: No Uploads"],
  },
  words: { verb: "Process", noun: "Processing", past: "processed", gerund: "Processing" },
  outputPrefix: "processed_",
  activityType: "convert",
  resultKind: "image",
  initialSettings: initial${Type}Settings,
  recipe: (settings) => ${camel(id)}Recipe(settings),
  describe: () => "Processed",
  batch: { startGapMs: 0, queue: false },
  pageActions: [],
  cardActions: [],
  SettingsPanel: ${Type}SettingsPanel,
});

// The registry loads a tool folder by this export.
export default ${camel(id)};
`,
  };
}

/** Writes a file formatted as the repository's Prettier settings say, so lint passes as written. */
async function writeFormatted(path, text) {
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(text, { ...options, filepath: path }));
}

async function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const [id, name] = process.argv.slice(2);
  if (!id || !/^[a-z][a-z0-9-]*$/.test(id) || !name) {
    console.error('Usage: npm run new:tool -- <tool-id> "<Tool Name>"   (for example: sharpen "Image Sharpener")');
    process.exit(2);
  }
  const manifest = join(root, "packages/shared/src/tools", id);
  const folder = join(root, "apps/web/src/tools", id);
  for (const path of [manifest, folder]) {
    if (existsSync(path)) {
      console.error(`${path.slice(root.length + 1)} already exists.`);
      process.exit(2);
    }
  }
  mkdirSync(manifest, { recursive: true });
  for (const [file, text] of Object.entries(manifestFiles(id, name))) await writeFormatted(join(manifest, file), text);
  mkdirSync(folder, { recursive: true });
  for (const [file, text] of Object.entries(scaffoldFiles(id, name))) await writeFormatted(join(folder, file), text);
  await writeToolLists(root);
  console.log(`Created packages/shared/src/tools/${id}/ and apps/web/src/tools/${id}/.`);
  console.log("Next: its summary, recipe, settings panel, words and an activity type of its own.");
}

/** Rewrites packages/shared/src/tool-lists/ from the manifests in packages/shared/src/tools/. */
export async function writeToolLists(root) {
  const lists = join(root, "packages/shared/src/tool-lists");
  const present = readdirSync(join(root, "packages/shared/src/tools"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const ids = orderedToolIds(listedToolIds(readFileSync(join(lists, "infos.ts"), "utf8")), present);
  for (const [file, text] of Object.entries(toolListSources(ids))) await writeFormatted(join(lists, file), text);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
