/**
 * Files a person adds, through the shared intake rules (type, 10 MB, duplicates, count limit), with
 * the spec's toasts. Returns the items to add; nothing is read from the files yet.
 */
import { duplicatesMessage, planIntake } from "@squish/shared/file-intake";
import { toast } from "sonner";
import type { FileItem } from "./file-item.ts";
import type { AnyToolDefinition } from "./tool-definition.ts";

export interface IntakeContext {
  signedIn: boolean;
  openSignIn(): void;
}

export function acceptsFile(definition: AnyToolDefinition, file: { name: string; type: string }): boolean {
  const { mimeTypes, extensions } = definition.accept;
  // A pasted or generated file may have no name: its type decides, and it gets a generated name.
  if (file.name.trim() === "") return mimeTypes.includes(file.type);
  const extension = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
  // The PNG page wants both the type and the extension; an empty type (some drops) goes by extension.
  return (file.type === "" || mimeTypes.includes(file.type)) && extensions.includes(extension);
}

function rejectionToasts(rejected: { file: File; reason: "type" | "size"; message: string }[]): void {
  const tooLarge = rejected.filter((r) => r.reason === "size");
  const wrongType = rejected.filter((r) => r.reason === "type");
  if (tooLarge.length > 0) {
    const description =
      tooLarge.length === 1
        ? `${tooLarge[0]!.file.name}: ${tooLarge[0]!.message}`
        : `${tooLarge.length} files exceeded the 10MB limit and were not added.`;
    toast.error("Some Files Rejected", { description });
  }
  if (wrongType.length > 0) {
    const names = wrongType.map((r) => r.file.name || "unnamed file").join(", ");
    toast.error("Some Files Rejected", { description: `${names}: ${wrongType[0]!.message}` });
  }
}

let sequence = 0;

export function intakeFiles<O>(
  definition: AnyToolDefinition,
  existing: readonly FileItem<O>[],
  files: readonly File[],
  context: IntakeContext,
): FileItem<O>[] {
  const plan = planIntake(
    existing.map((item) => ({ name: item.file.name, size: item.originalSize, lastModified: item.lastModified })),
    files,
    {
      accepts: (file) => acceptsFile(definition, file),
      wrongTypeMessage: definition.texts.wrongType,
      signedIn: context.signedIn,
      limitMessages: definition.texts.limit,
    },
    definition.defaultExtension,
  );
  rejectionToasts(plan.rejected);
  if (plan.limitReached) {
    toast.error(plan.limitReached.title, {
      description: plan.limitReached.description,
      ...(plan.limitReached.offerSignIn ? { action: { label: "Login", onClick: context.openSignIn } } : {}),
    });
    return [];
  }
  if (plan.duplicates > 0) {
    toast.error("Duplicate Files Detected", { description: duplicatesMessage(plan.duplicates) });
  }
  return plan.accepted.map(({ file, name }, index) => ({
    id: `${Date.now()}-${index}-${++sequence}-${name}`,
    file,
    name,
    originalSize: file.size,
    lastModified: file.lastModified,
    preview: URL.createObjectURL(file),
    status: "pending",
    options: {},
  }));
}
