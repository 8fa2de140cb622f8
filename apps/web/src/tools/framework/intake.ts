/**
 * Files a person adds, through the shared intake rules (type, 10 MB, duplicates, count limit), with
 * the spec's toasts. Returns the items to add; nothing is read from the files yet.
 */
import { duplicatesMessage, planIntake } from "@squish/shared/file-intake";
import { maxFilesFor } from "@squish/shared/limits";
import type { FileItem } from "./file-item.ts";
import type { Notifier } from "./notifier.ts";
import { folderOf } from "./read-dropped-files.ts";
import type { AnyToolDefinition } from "./tool-definition.ts";

export interface IntakeContext {
  signedIn: boolean;
  openSignIn(): void;
}

/** How many files a tool holds at once for this visitor. */
export function toolLimit(definition: AnyToolDefinition, signedIn: boolean): number {
  if (!definition.limits) return maxFilesFor(signedIn);
  return signedIn ? definition.limits.signedIn : definition.limits.guest;
}

export function acceptsFile(definition: AnyToolDefinition, file: { name: string; type: string }): boolean {
  const { mimeTypes, extensions } = definition.accept;
  // A pasted or generated file may have no name: its type decides, and it gets a generated name.
  if (file.name.trim() === "") return mimeTypes.includes(file.type);
  const extension = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
  // The PNG page wants both the type and the extension; an empty type (some drops) goes by extension.
  return (file.type === "" || mimeTypes.includes(file.type)) && extensions.includes(extension);
}

function rejectionToasts(rejected: { file: File; reason: "type" | "size"; message: string }[], notify: Notifier): void {
  const tooLarge = rejected.filter((r) => r.reason === "size");
  const wrongType = rejected.filter((r) => r.reason === "type");
  if (tooLarge.length > 0) {
    const description =
      tooLarge.length === 1
        ? `${tooLarge[0]!.file.name}: ${tooLarge[0]!.message}`
        : `${tooLarge.length} files exceeded the 10MB limit and were not added.`;
    notify.error("Some Files Rejected", description);
  }
  if (wrongType.length > 0) {
    const names = wrongType.map((r) => r.file.name || "unnamed file").join(", ");
    notify.error("Some Files Rejected", `${names}: ${wrongType[0]!.message}`);
  }
}

let sequence = 0;

export function intakeFiles<O>(
  definition: AnyToolDefinition,
  existing: readonly FileItem<O>[],
  files: readonly File[],
  context: IntakeContext,
  notify: Notifier,
): FileItem<O>[] {
  const plan = planIntake(
    existing.map((item) => ({ name: item.file.name, size: item.originalSize, lastModified: item.lastModified })),
    files,
    {
      accepts: (file) => acceptsFile(definition, file),
      wrongTypeMessage: definition.texts.wrongType,
      signedIn: context.signedIn,
      limitMessages: definition.texts.limit,
      maxFiles: toolLimit(definition, context.signedIn),
    },
    definition.defaultExtension,
  );
  rejectionToasts(plan.rejected, notify);
  if (plan.limitReached) {
    const { title, description } = plan.limitReached;
    // Signing in helps only where it raises the limit (not on the bulk page: 100 for everyone).
    const offerSignIn = plan.limitReached.offerSignIn && toolLimit(definition, false) < toolLimit(definition, true);
    notify.error(title, description, offerSignIn ? { label: "Login", onClick: context.openSignIn } : undefined);
    return [];
  }
  if (plan.duplicates > 0) notify.error("Duplicate Files Detected", duplicatesMessage(plan.duplicates));
  return plan.accepted.map(({ file, name }, index) => ({
    id: `${Date.now()}-${index}-${++sequence}-${name}`,
    file,
    name,
    ...(folderOf(file) && { folder: folderOf(file) }),
    originalSize: file.size,
    lastModified: file.lastModified,
    probe: { name, size: file.size },
    status: "pending",
    options: {},
  }));
}
