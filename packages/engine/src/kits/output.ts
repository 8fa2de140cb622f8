/**
 * The output kit's conversion (issue 29): a target format and, for lossy ones, a quality (the
 * kit's usual one when none is given, packages/shared steps/output.ts) as the engine's output.
 * The format converter, the other tools' output panel and `squish convert` all call this, so a
 * conversion asked the same way writes the same file on the page and on the command line.
 */
import { QUALITY_DEFAULTS, type ConvertTarget } from "@squish/shared/steps/output";
import type { ImageOutput } from "../pipeline/job.ts";

export function convertOutput(target: ConvertTarget, quality?: number): ImageOutput {
  // PNG and a still GIF have no quality to set: lossless PNG, the GIF codec's own palette.
  if (target === "png" || target === "gif") return { format: target };
  return { format: target, options: { quality: quality ?? QUALITY_DEFAULTS[target] } };
}
