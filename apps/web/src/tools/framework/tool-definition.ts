/**
 * What a tool is: its words, the files it takes and how many, its settings and per-file choices,
 * the engine job it builds for each probed file, the kind of result it makes, its editors and
 * extra actions. The shared ToolPage does the rest, so adding a tool is adding one folder with one
 * of these (written with defineTool) and its manifest in packages/shared/src/tools/.
 */
import type { ComponentType, ReactNode } from "react";
import type { AnimationJob, DocumentJob, ImageJob } from "@squish/engine";
import type { ActivityType } from "@squish/shared/account/activity";
import type { DefaultFormat } from "@squish/shared/account/settings";
import type { FileItem, ProbedFile, ResultKind, ToolResult } from "./file-item.ts";
import type { ToolSeo } from "@squish/shared/tool-manifest";
import type { ToolMessages } from "./tool-messages.ts";

/** The signed-in user's saved defaults that tools follow (guests get the tool's own). */
export interface UserDefaults {
  /** Null until the member chooses one: the tool's own default quality. */
  defaultQuality: number | null;
  defaultFormat: DefaultFormat;
  /** Save each result as it finishes (Settings, General). */
  autoDownload?: boolean;
  /** A system notification when a batch finishes in a hidden tab (Settings, Notifications). */
  compressionAlerts?: boolean;
}

export interface ToolTexts {
  headline: string;
  intro: string;
  dropHeading: string;
  dropActive: string;
  chooseButton: string;
  /** Under the drop zone's heading: what it takes. */
  dropHint: string;
  wrongType: string;
  limit: { guest: string; signedIn: string };
  badges: readonly string[];
  /** Shown to guests beside the badges instead of the generic limit badge. */
  guestBadge?: string;
  /** The verb and its forms, for buttons, statuses and the derived messages. */
  verb: string;
  verbAll: string;
  doneLabel: string;
  workingLabel: string;
  /** Why a result is the untouched original (the compressors' "re-encoding would not make it smaller"). */
  keptOriginal?: (size: string) => string;
  /** What the files are called in counts and the privacy line ("images" when absent; "PDFs"). */
  unit?: string;
}

export interface SettingsPanelProps<S> {
  settings: S;
  onChange(next: Partial<S>): void;
  signedIn: boolean;
  /** The files on the page, for panels that show what a setting will do to them. */
  items: readonly FileItem<unknown>[];
}

export interface CardControlsProps<S, O> {
  item: FileItem<O>;
  settings: S;
  onOptionsChange(options: Partial<O>): void;
  /** Runs this file now: for a control that supplies what it lacked (a PDF's password). */
  onProcess(): void;
}

export interface PreviewDialogProps<S, O> {
  items: readonly FileItem<O>[];
  /** Index into items of the file shown; null when closed. */
  index: number | null;
  onIndexChange(index: number | null): void;
  settings: S;
  /** A dialog whose code loads on demand could not fetch it: the page closes it and says why. */
  onLoadError?(): void;
}

/** An editor for one file, in a dialog opened from its card; it saves that file's options. */
export interface FileEditorProps<S, O> {
  item: FileItem<O>;
  settings: S;
  onSave(options: Partial<O>): void;
  onClose(): void;
  /** An editor whose code loads on demand could not fetch it: the page closes it and says why. */
  onLoadError?(): void;
}

/** An editor in the main column (a live preview with a draggable mark, say) for the selected file. */
export interface MainEditorProps<S, O> {
  items: readonly FileItem<O>[];
  selected: FileItem<O> | undefined;
  onSelect(id: string): void;
  settings: S;
  onSettingsChange(next: Partial<S>): void;
  onOptionsChange(id: string, options: Partial<O>): void;
}

/** The session as page and card actions may use it. */
export interface ToolSessionApi<S, O> {
  readonly items: readonly FileItem<O>[];
  readonly settings: S;
  resetAll(): void;
  clear(title?: string, description?: string): void;
  process(id: string): Promise<unknown>;
  outputName(item: FileItem<O>): string;
}

/** A button beside "process all" and Clear All. */
export interface PageAction<S, O> {
  id: string;
  label: string;
  run(session: ToolSessionApi<S, O>): void;
}

/** A button on a finished card beside Download and Compare (Share, Copy...). */
export interface CardAction<S, O> {
  id: string;
  label: string;
  icon: ComponentType<{ "aria-hidden"?: boolean | "true" }>;
  /** Hidden where it cannot work (sharing files on most desktops). */
  available?(): boolean;
  run(item: FileItem<O>, session: ToolSessionApi<S, O>): void;
}

/** The jobs a tool page runs. */
export type ToolJob = ImageJob | AnimationJob | DocumentJob;

export interface ToolLimits {
  guest: number;
  signedIn: number;
}

export interface ToolDefinition<S extends object, O extends object> {
  id: string;
  accept: { mimeTypes: readonly string[]; extensions: readonly string[] };
  /** Extension for generated names (files that arrive without one). */
  defaultExtension: string;
  /** Files at once; the site's 15/30 when absent. */
  limits?: ToolLimits;
  texts: ToolTexts;
  /**
   * Its search words from its manifest (packages/shared/src/tools/<id>/seo.ts): the page's head,
   * how-to and questions. Brought by the definition so a page carries only its own tool's words.
   */
  seo?: ToolSeo;
  /** Toasts derived from the verb (see tool-messages.ts), with any exact wording overridden. */
  messages: ToolMessages;
  /** Downloads are named `${outputPrefix}${name}`, with the result's extension. */
  outputPrefix: string;
  /**
   * A name of the tool's own instead (the workspace's rename pattern): for a finished file, its
   * 1-based position among the page's files. The extension is the tool's to add.
   */
  outputNameFor?(item: FileItem<O>, settings: S, position: number): string;
  activityType: Exclude<ActivityType, "download">;
  /** When the activity's type follows the settings (a workspace chain is typed by its steps). */
  activityTypeFor?(settings: S): Exclude<ActivityType, "download">;
  /**
   * How the files are shown: cards with pictures (the default), or a table for batches of up to
   * a hundred (the bulk compressor), with one overall progress, a streamed ZIP and a CSV.
   */
  layout?: "cards" | "table";
  /** The kind of result the tool usually makes (each result says its own, which the card follows). */
  resultKind: ResultKind;
  initialSettings(user: UserDefaults | null): S;
  /** The engine job for one file, from the page's settings, the file's own choices and its header. */
  recipe(settings: S, options: Partial<O>, file: ProbedFile): ToolJob;
  /**
   * One line for the activity history, such as "Compressed at quality 75". It describes the result
   * (its real size and format, which the engine may have kept from the request), not only the request.
   */
  describe(settings: S, options: Partial<O>, result: ToolResult): string;
  /** How "process all" runs: guests' cap, pause between starts, and whether the queue is offered. */
  batch: {
    guestCap?: number;
    startGapMs: number;
    queue: boolean;
    /**
     * The queue (with pause, resume and cancel) runs every "process all", for guests too and for
     * any number of files: the bulk compressor's hundred files. Nothing starts before the person asks.
     */
    queueForEveryone?: boolean;
  };
  /** Optional toast when one file finishes. */
  completedToast?(item: FileItem<O>, result: ToolResult, settings: S): { title: string; description: string } | null;
  pageActions: readonly PageAction<S, O>[];
  cardActions: readonly CardAction<S, O>[];
  /**
   * A signed-in person's setting this change should also save, such as the default quality (null:
   * "each tool's own", which is Smart quality on the compressors).
   */
  persist?(change: Partial<S>): { key: "defaultQuality"; value: number | null } | null;
  /** Settings whose change means finished files would come out differently (offer to re-run them). */
  rerunOn?: readonly (keyof S)[];
  /** Why nothing can run with these settings yet ("Choose a logo first."), or null when it can. */
  blocked?(settings: S): string | null;
  SettingsPanel: ComponentType<SettingsPanelProps<S>>;
  /** The tool's own preview of one file, opened from the card's picture. */
  PreviewDialog?: ComponentType<PreviewDialogProps<S, O>>;
  CardControls?: ComponentType<CardControlsProps<S, O>>;
  /**
   * Whether the card's controls offer their own way to run this file now (a password form), so the
   * card leaves out its generic button rather than show two that do different things.
   */
  runsInControls?(item: FileItem<O>): boolean;
  FileEditor?: { label: string; Component: ComponentType<FileEditorProps<S, O>> };
  MainEditor?: ComponentType<MainEditorProps<S, O>>;
  /** Extra words under the drop zone, such as a tip. */
  aside?: ReactNode;
}

// Definitions are stored and passed around without their type parameters.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyToolDefinition = ToolDefinition<any, any>;
