/**
 * What a tool is: its words, the files it takes, its settings and per-file choices, the engine
 * recipe that turns them into a job, and its search metadata. The shared ToolPage does the rest,
 * so adding a tool is adding one folder with one of these.
 */
import type { ComponentType } from "react";
import type { JobSpec } from "@squish/engine/pipeline/run-job";
import type { ActivityType, DefaultFormat } from "@squish/shared/account";
import type { FileItem, ToolResult } from "./file-item.ts";

/** The signed-in user's saved defaults that tools follow (guests get the tool's own). */
export interface UserDefaults {
  defaultQuality: number;
  defaultFormat: DefaultFormat;
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
  /** Replaces nothing; shown to guests beside the badges. */
  guestBadge?: string;
  /** "Compress" or "Optimize" and their forms, for buttons and statuses. */
  verb: string;
  verbAll: string;
  doneLabel: string;
  workingLabel: string;
}

/** The toasts whose titles and sentences differ between tools (image-tools.md section 8). */
export interface ToolMessages {
  /** 'Compression Error' or 'Optimization Error': asked to process a file that is not there. */
  missingIdTitle: string;
  failedTitle: string;
  failed(name: string, reason?: string): string;
  notReady: string;
  notProcessedTitle: string;
  notProcessed: string;
  nothingToProcess: { title: string; description: string };
  noResults: { title: string; description: string };
  batchStarted(count: number): { title: string; description: string };
}

export interface SettingsPanelProps<S> {
  settings: S;
  onChange(next: Partial<S>): void;
  signedIn: boolean;
}

export interface CardControlsProps<S, O> {
  item: FileItem<O>;
  settings: S;
  onOptionsChange(options: Partial<O>): void;
}

export interface PreviewDialogProps<S, O> {
  items: readonly FileItem<O>[];
  /** Index into items of the file shown; null when closed. */
  index: number | null;
  onIndexChange(index: number | null): void;
  settings: S;
}

export interface ToolDefinition<S extends object, O extends object> {
  id: string;
  accept: { mimeTypes: readonly string[]; extensions: readonly string[] };
  /** Extension for generated names (files that arrive without one). */
  defaultExtension: string;
  texts: ToolTexts;
  messages: ToolMessages;
  /** Downloads are named `${outputPrefix}${name}`. */
  outputPrefix: string;
  activityType: Extract<ActivityType, "compress" | "optimize">;
  initialSettings(user: UserDefaults | null): S;
  recipe(settings: S, options: Partial<O>): JobSpec;
  /** One line for the activity history, such as "Compressed at quality 75". */
  describe(settings: S, options: Partial<O>): string;
  /** How "process all" runs: guests' cap, pause between starts, and whether the queue is offered. */
  batch: { guestCap?: number; startGapMs: number; queue: boolean };
  /** Optional toast when one file finishes. */
  completedToast?(item: FileItem<O>, result: ToolResult, settings: S): { title: string; description: string } | null;
  /** Page-wide actions beyond "process all" and Clear All. */
  pageActions: readonly ("resetAll" | "startOver")[];
  /** Card actions beyond compare, download and remove. */
  cardActions: { share: boolean; copy: boolean };
  /** A signed-in person's setting this change should also save, such as the default quality. */
  persist?(change: Partial<S>): { key: "defaultQuality"; value: number } | null;
  SettingsPanel: ComponentType<SettingsPanelProps<S>>;
  /** The tool's own preview of one file, opened from the card's picture. */
  PreviewDialog?: ComponentType<PreviewDialogProps<S, O>>;
  CardControls?: ComponentType<CardControlsProps<S, O>>;
}

// Definitions are stored and passed around without their type parameters.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyToolDefinition = ToolDefinition<any, any>;
