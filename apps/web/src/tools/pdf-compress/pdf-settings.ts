/**
 * The PDF compressor's settings and their engine job: one of three levels a person understands
 * (the engine's levels.ts sets what each does), per file if they like, and a password for a file
 * that needs one. The password lives only in that file's options in memory: it is never saved,
 * never in the activity description, never in the result's fingerprint (job-key.ts), and it goes
 * only to the worker that opens the file.
 */
import { PDF_LEVELS, type DocumentJob, type PdfLevel } from "@squish/engine";
import type { FileItem } from "../framework/file-item.ts";
import type { UserDefaults } from "../framework/tool-definition.ts";
import { passwordFailure } from "../framework/password-failure.ts";

export interface PdfSettings {
  level: PdfLevel;
}

export interface PdfFileOptions {
  /** This file's own level; absent means the settings panel's. */
  level: PdfLevel;
  /** The password that opens this file, when it needs one. */
  password: string;
}

/** The levels in the order shown, with the words for them. */
export const PDF_LEVEL_CHOICES: readonly { value: PdfLevel; label: string; description: string }[] = [
  {
    value: "extreme",
    label: "Extreme",
    description: `Smallest file. Images at ${PDF_LEVELS.extreme.ppi} ppi: fine on screen, soft when printed or zoomed.`,
  },
  {
    value: "recommended",
    label: "Recommended",
    description: `Images at ${PDF_LEVELS.recommended.ppi} ppi: sharp on any screen and fine in print.`,
  },
  {
    value: "light",
    label: "Light",
    description: `Only images finer than print (${PDF_LEVELS.light.ppi} ppi) are reduced; its title, author and other details are kept.`,
  },
];

export const pdfLevelLabel = (level: PdfLevel) => PDF_LEVEL_CHOICES.find((c) => c.value === level)!.label;

/**
 * A signed-in person's default quality picks the level: "High compression" (50 or less) is
 * Extreme, "Best quality" (90 and up) is Light, anything between is Recommended.
 */
export function initialPdfSettings(user: UserDefaults | null): PdfSettings {
  const quality = user?.defaultQuality;
  if (quality == null) return { level: "recommended" };
  return { level: quality <= 50 ? "extreme" : quality >= 90 ? "light" : "recommended" };
}

export function pdfLevelFor(settings: PdfSettings, options: Partial<PdfFileOptions>): PdfLevel {
  return options.level ?? settings.level;
}

export function pdfRecipe(settings: PdfSettings, options: Partial<PdfFileOptions>): DocumentJob {
  const level = pdfLevelFor(settings, options);
  return {
    kind: "document",
    steps: [],
    output: { format: "pdf", options: options.password ? { level, password: options.password } : { level } },
  };
}

/** The activity line: the level and what it does, never the password. */
export function describePdf(settings: PdfSettings, options: Partial<PdfFileOptions>): string {
  const level = pdfLevelFor(settings, options);
  return `Compressed PDF (${pdfLevelLabel(level)}: images at up to ${PDF_LEVELS[level].ppi} ppi)`;
}

/**
 * Whether the card asks for the file's password: when the engine said it needs one or that the
 * one given is wrong, and before any try when the document worker found it locked. Null otherwise.
 */
export function asksForPassword(item: FileItem<PdfFileOptions>): "needed" | "wrong" | null {
  if (item.status === "error") return passwordFailure(item);
  const waiting = item.status === "pending" || item.status === "skipped";
  return waiting && item.probe.document?.locked && !item.options.password ? "needed" : null;
}
