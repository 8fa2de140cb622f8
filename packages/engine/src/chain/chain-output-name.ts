/**
 * The name a chain gives one result: the last Rename's pattern filled in with the result's own
 * size and format, or the source's name; either way with the extension of the format written, so
 * a PNG turned into WebP is never saved as ".png".
 */
import { applyRenamePattern, type ChainStep } from "@squish/shared/chain";

export interface NamedResult {
  width: number;
  height: number;
  /** Without the dot, such as "jpg" or "webp"; also the pattern's {format}. */
  extension: string;
}

/** The name without its last extension (".hidden" files keep their whole name). */
export function baseName(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/**
 * `n` is the file's 1-based position in the batch, for {n}. Only the last Rename counts: a later
 * one replaces an earlier one rather than renaming the renamed.
 */
export function chainOutputName(
  steps: readonly ChainStep[],
  sourceName: string,
  result: NamedResult,
  n: number,
): string {
  const rename = steps.findLast((step): step is Extract<ChainStep, { op: "rename" }> => step.op === "rename");
  const name = baseName(sourceName);
  const stem = rename
    ? applyRenamePattern(rename.pattern, {
        name,
        width: result.width,
        height: result.height,
        format: result.extension,
        n,
      })
    : name;
  return `${stem}.${result.extension}`;
}
