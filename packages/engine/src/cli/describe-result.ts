/** The line the command line prints for each file it wrote: sizes, saving, the quality Smart chose, the score, what was removed. */
import { formatBytes } from "@squish/shared/format-bytes";
import { formatScore, SCORE_METRIC, scoreWords } from "@squish/shared/perceived-quality";
import { isEngineError } from "../errors.ts";
import { removedLabels } from "../metadata/metadata-report.ts";
import type { AnimationResult, ImageResult } from "../pipeline/job.ts";

export function describeResult(file: string, result: ImageResult | AnimationResult, name: string): string {
  const saving = Math.round(100 * (1 - result.size / result.originalSize));
  const removed = result.kind === "image" ? removedLabels(result.metadataRemoved) : [];
  const notes = [
    `${result.width} x ${result.height} ${result.format.toUpperCase()}`,
    result.kind === "animation" ? `${result.frameCount} frames, ${(result.durationMs / 1000).toFixed(2)} s` : "",
    result.keptOriginal
      ? "already well compressed: original kept"
      : saving >= 0
        ? `${saving}% smaller`
        : `${-saving}% larger`,
    result.kind === "image" && result.smart ? `smart ${result.smart.level}: quality ${result.smart.quality}` : "",
    result.score === undefined
      ? ""
      : `${result.kind === "animation" ? "mean frame " : ""}${SCORE_METRIC} ${formatScore(result.score)} (${scoreWords(result.score).toLowerCase()})`,
    removed.length ? `removed ${removed.join(", ")}` : "",
  ].filter(Boolean);
  return `${file}: ${formatBytes(result.originalSize)} -> ${formatBytes(result.size)} (${notes.join("; ")}) -> ${name}`;
}

/** The line for a file that failed: the engine's own sentence, or what the system said. */
export function describeFailure(file: string, error: unknown): string {
  return `${file}: ${isEngineError(error) ? error.message : `could not be processed (${(error as Error).message})`}`;
}
