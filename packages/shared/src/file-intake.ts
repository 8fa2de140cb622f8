/**
 * What happens to files a person adds to a tool, decided before anything is read (image-tools.md
 * sections 5 and 8): hidden system files from dropped folders are dropped, wrong types and files
 * over 10 MB are rejected with the spec's sentences, duplicates (same name, size and
 * lastModified) are skipped, nameless files get a generated name, and an addition that would pass
 * the count limit is refused whole. Pure, so every tool and every test uses the same rules.
 */
import { MAX_FILE_BYTES, maxFilesFor } from "./limits.ts";

export interface FileLike {
  name: string;
  size: number;
  lastModified: number;
  type: string;
}

export interface IntakeRules {
  /** Whether the tool takes this file (by MIME type and extension). */
  accepts(file: FileLike): boolean;
  /** The sentence for a file of the wrong type, such as "Only JPEG files are accepted." */
  wrongTypeMessage: string;
  signedIn: boolean;
  /** The messages of the File Limit Reached toast, per tool and per visitor (spec section 8). */
  limitMessages: { guest: string; signedIn: string };
  /** Overrides the 15/30 limit (the bulk compressor takes 100 for everyone). */
  maxFiles?: number;
}

export interface Rejection<F> {
  file: F;
  reason: "type" | "size";
  message: string;
}

export interface IntakeResult<F> {
  /** Files to add, each with the name to show (generated when the file had none). */
  accepted: { file: F; name: string }[];
  rejected: Rejection<F>[];
  /** Files skipped because an identical one is already there (or earlier in this addition). */
  duplicates: number;
  /** Set when the whole addition is refused for passing the count limit. */
  limitReached?: { title: "File Limit Reached"; description: string; offerSignIn: boolean };
}

const HIDDEN_SYSTEM_FILES = new Set([".ds_store", "thumbs.db", "desktop.ini"]);

export function isHiddenSystemFile(name: string): boolean {
  const base = name.split(/[\\/]/).pop() ?? name;
  return HIDDEN_SYSTEM_FILES.has(base.toLowerCase()) || base.startsWith("._");
}

export const fileKey = (file: Pick<FileLike, "name" | "size" | "lastModified">) =>
  `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

export function tooLargeMessage(bytes: number): string {
  return `File size must be less than 10MB. Current size: ${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** image_{timestamp}_{random}.{ext} for a file with an empty name or one starting "./". */
export function displayName(name: string, extension: string, now = Date.now(), random = Math.random): string {
  if (name.trim() !== "" && !name.startsWith("./")) return name;
  return `image_${now}_${random().toString(36).slice(2, 8)}.${extension}`;
}

export function planIntake<F extends FileLike>(
  existing: readonly Pick<FileLike, "name" | "size" | "lastModified">[],
  incoming: readonly F[],
  rules: IntakeRules,
  defaultExtension = "png",
): IntakeResult<F> {
  const seen = new Set(existing.map(fileKey));
  const accepted: { file: F; name: string }[] = [];
  const rejected: Rejection<F>[] = [];
  let duplicates = 0;
  for (const file of incoming) {
    if (isHiddenSystemFile(file.name)) continue;
    if (!rules.accepts(file)) {
      rejected.push({ file, reason: "type", message: rules.wrongTypeMessage });
      continue;
    }
    if (file.size > MAX_FILE_BYTES) {
      rejected.push({ file, reason: "size", message: tooLargeMessage(file.size) });
      continue;
    }
    const key = fileKey(file);
    if (seen.has(key)) {
      duplicates++;
      continue;
    }
    seen.add(key);
    accepted.push({ file, name: displayName(file.name, defaultExtension) });
  }
  const limit = rules.maxFiles ?? maxFilesFor(rules.signedIn);
  if (existing.length + accepted.length > limit) {
    return {
      accepted: [],
      rejected,
      duplicates,
      limitReached: {
        title: "File Limit Reached",
        description: rules.signedIn ? rules.limitMessages.signedIn : rules.limitMessages.guest,
        offerSignIn: !rules.signedIn,
      },
    };
  }
  return { accepted, rejected, duplicates };
}

/** The "Duplicate Files Detected" toast's text. */
export function duplicatesMessage(count: number): string {
  return `${count} duplicate files were not added.`;
}
