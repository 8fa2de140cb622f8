/**
 * The workspace at /workspace: a chain of steps (resize, crop, rotate, flip, watermark, convert,
 * compress, metadata, rename) run over a batch, with a live preview of the whole chain, and
 * chains saved as presets, exported as files and shared as links (never with a picture).
 */
import { seo } from "@squish/shared/tools/workspace/seo";
import { chainActivityType } from "@squish/shared/chain-activity";
import { COPY_ACTION, SHARE_ACTION } from "../framework/card-actions.ts";
import { IMAGE_INPUT_TEXTS } from "../framework/image-input-texts.ts";
import { IMAGE_INPUTS } from "../framework/image-inputs.ts";
import { defineTool } from "../framework/define-tool.ts";
import { ChainPreview } from "./chain-preview.tsx";
import {
  chainOrNull,
  initialWorkspaceSettings,
  workspaceBlocked,
  workspaceOutputName,
  workspaceRecipe,
  type WorkspaceFileOptions,
  type WorkspaceSettings,
} from "./chain-settings.ts";
import { describeChain } from "./describe-chain.ts";
import { WorkspaceSettingsPanel } from "./workspace-settings-panel.tsx";

export const workspaceTool = defineTool<WorkspaceSettings, WorkspaceFileOptions>({
  id: "workspace",
  seo,
  accept: IMAGE_INPUTS,
  defaultExtension: "jpg",
  texts: {
    headline: "Workspace",
    intro:
      "Chain several tools and run them over a batch: resize, crop, rotate, watermark, convert, compress and rename in the order you choose. Preview the whole chain, then save it as a preset or share it as a link. Your images never leave your device.",
    ...IMAGE_INPUT_TEXTS,
    badges: ["Several Tools in One", "Saved Chains", "Private: No Uploads"],
    keptOriginal: (size) =>
      `The original (${size}) is kept: the chain changed no pixels, and writing it again would not make it smaller.`,
  },
  words: { verb: "Run", noun: "Processing", past: "processed", gerund: "Running", done: "Done" },
  // The chain's rename pattern names the files (outputNameFor); without one, the source's name.
  outputPrefix: "",
  outputNameFor: workspaceOutputName,
  activityType: "compress",
  // Decision 12: one activity per file, typed by the chain's last size-changing step.
  activityTypeFor: (settings) => {
    const chain = chainOrNull(settings);
    const type = chain ? chainActivityType(chain) : "compress";
    return type === "download" ? "compress" : type;
  },
  resultKind: "image",
  initialSettings: initialWorkspaceSettings,
  recipe: (settings, _options, file) => workspaceRecipe(settings, file),
  describe: (settings) => {
    const chain = chainOrNull(settings);
    return chain ? describeChain(chain).slice(0, 500) : "Workspace chain";
  },
  blocked: workspaceBlocked,
  rerunOn: ["steps"],
  batch: { startGapMs: 0, queue: true },
  pageActions: [],
  cardActions: [SHARE_ACTION, COPY_ACTION],
  SettingsPanel: WorkspaceSettingsPanel,
  MainEditor: ChainPreview,
});

// The registry loads a tool folder by this export.
export default workspaceTool;
