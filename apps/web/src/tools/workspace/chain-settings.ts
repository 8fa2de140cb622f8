/**
 * The workspace's settings: the chain being edited, as drafts (step-drafts.ts), and its name,
 * which names its preset, its exported file and its share link. The job for a file is the
 * engine's chainJob over the chain the drafts make.
 */
import { chainJob, chainOutputName, type AnimationJob, type ChainSource, type ImageJob } from "@squish/engine";
import type { ChainStep } from "@squish/shared/chain";
import type { FileItem, ProbedFile } from "../framework/file-item.ts";
import type { UserDefaults } from "../framework/tool-definition.ts";
import { chainFromDrafts, chainProblem } from "./step-adapters.ts";
import { newDraft, type StepDraft } from "./step-drafts.ts";

export interface WorkspaceSettings {
  /** The chain's name, as saved, exported and shared. */
  name: string;
  steps: StepDraft[];
}

/** A workspace file has no choices of its own: the chain is the batch's. */
export type WorkspaceFileOptions = Record<string, never>;

export const DEFAULT_CHAIN_NAME = "My chain";

/**
 * The fresh chain's step has a fixed id (newStepId's have a time in them): the server's HTML, the
 * page hydrating it and the saved defaults arriving later all name the same step.
 */
const FIRST_STEP_ID = "step-first";

/** One Compress step, so a fresh page already does something useful with a dropped photo. */
export function initialWorkspaceSettings(user: UserDefaults | null): WorkspaceSettings {
  const compress = newDraft("compress", FIRST_STEP_ID);
  return {
    name: DEFAULT_CHAIN_NAME,
    steps: [compress.op === "compress" ? { ...compress, quality: user?.defaultQuality ?? compress.quality } : compress],
  };
}

export const workspaceBlocked = (settings: WorkspaceSettings) => chainProblem(settings.steps);

/**
 * What the engine's chainJob needs to know of a file: its real format and whether it moves, as the
 * page's probe read it (an animated GIF by its second frame). Should a file move that the probe
 * took for still, the engine keeps its frames anyway (pipeline/kept-animation.ts).
 */
export const chainSource = (file: Pick<ProbedFile, "format" | "animated">): ChainSource => ({
  ...(file.format && { format: file.format }),
  ...(file.animated && { animated: true }),
});

export function workspaceRecipe(settings: WorkspaceSettings, file: ProbedFile): ImageJob | AnimationJob {
  return chainJob(chainFromDrafts(settings.steps), chainSource(file));
}

/** The chain when every step can run, else null (names and descriptions fall back). */
export function chainOrNull(settings: WorkspaceSettings): ChainStep[] | null {
  return chainProblem(settings.steps) ? null : chainFromDrafts(settings.steps);
}

/** A finished file's name: the chain's rename pattern with the result's own size and extension. */
export function workspaceOutputName(item: FileItem<unknown>, settings: WorkspaceSettings, position: number): string {
  const result = item.result!;
  const named = { width: result.width, height: result.height, extension: result.extension };
  return chainOutputName(chainOrNull(settings) ?? [], item.name, named, position);
}
