#!/usr/bin/env node
// `npm run new:tool -- <tool-id>`: a new tool as one folder plus one registry line. The id must
// already be in the shared catalogue (packages/shared/src/tools.ts), which names the route, menus
// and card. The scaffold compiles, passes lint and is picked up by the every-tool browser suite;
// then write its real recipe, settings panel and search metadata.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const camel = (id) => id.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const pascal = (id) => camel(id).replace(/^[a-z]/, (c) => c.toUpperCase());

/** The files of a new tool, by path relative to apps/web/src/tools/<id>/. */
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
    "definition.ts": `/** ${name} at /${id}. */
import { IMAGE_INPUT_TEXTS, IMAGE_INPUTS } from "../framework/image-inputs.ts";
import type { ToolDefinition } from "../framework/tool-definition.ts";
import { deriveMessages } from "../framework/tool-messages.ts";
import {
  ${camel(id)}Recipe,
  initial${Type}Settings,
  type ${Type}FileOptions,
  type ${Type}Settings,
} from "./${id}-settings.ts";
import { ${Type}SettingsPanel } from "./${id}-settings-panel.tsx";

export const ${camel(id)}: ToolDefinition<${Type}Settings, ${Type}FileOptions> = {
  id: "${id}",
  accept: IMAGE_INPUTS,
  defaultExtension: "jpg",
  texts: {
    headline: "${name}",
    intro: "What ${name} does, in a sentence or two.",
    ...IMAGE_INPUT_TEXTS,
    badges: ["Private: No Uploads"],
    verb: "Process",
    verbAll: "Process All",
    doneLabel: "Processed",
    workingLabel: "Processing",
  },
  messages: deriveMessages({ verb: "Process", noun: "Processing", past: "processed", gerund: "Processing" }),
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
};
`,
  };
}

/** The registry with the new tool's loader added after the last one. */
export function withRegistryLine(registry, id) {
  const line = `  "${id}": async () => (await import("./${id}/definition.ts")).${camel(id)},\n`;
  if (registry.includes(`"${id}":`)) throw new Error(`${id} is already in the registry.`);
  const end = registry.indexOf("};", registry.indexOf("const DEFINITIONS"));
  if (end < 0) throw new Error("Could not find the DEFINITIONS table in the registry.");
  return registry.slice(0, end) + line + registry.slice(end);
}

/** The catalogue name of a tool id, read from packages/shared/src/tools.ts. */
export function catalogueName(toolsSource, id) {
  const match = new RegExp(`id: "${id}",[\\s\\S]*?name: "([^"]+)"`).exec(toolsSource);
  return match?.[1] ?? null;
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const id = process.argv[2];
  if (!id || !/^[a-z][a-z0-9-]*$/.test(id)) {
    console.error("Usage: npm run new:tool -- <tool-id>   (an id from packages/shared/src/tools.ts)");
    process.exit(2);
  }
  const name = catalogueName(readFileSync(join(root, "packages/shared/src/tools.ts"), "utf8"), id);
  if (!name) {
    console.error(`"${id}" is not in packages/shared/src/tools.ts: add it to the catalogue first.`);
    process.exit(2);
  }
  const folder = join(root, "apps/web/src/tools", id);
  if (existsSync(folder)) {
    console.error(`apps/web/src/tools/${id} already exists.`);
    process.exit(2);
  }
  const registryPath = join(root, "apps/web/src/tools/registry.ts");
  const registry = withRegistryLine(readFileSync(registryPath, "utf8"), id);
  mkdirSync(folder, { recursive: true });
  for (const [file, text] of Object.entries(scaffoldFiles(id, name))) writeFileSync(join(folder, file), text);
  writeFileSync(registryPath, registry);
  console.log(`Created apps/web/src/tools/${id}/ and registered it. Next: its steps, texts and search metadata.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
