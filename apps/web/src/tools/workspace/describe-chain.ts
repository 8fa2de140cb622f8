/**
 * A chain in one short line, for the activity history and the preset list:
 * "Resize to 1600 px wide → Watermark → WebP q80".
 */
import type { ChainStep } from "@squish/shared/chain";
import { OUTPUT_LABELS } from "@squish/shared/steps/output";

type Step<Op extends ChainStep["op"]> = Extract<ChainStep, { op: Op }>;

function describeResize(step: Step<"resize">): string {
  if (step.percent !== undefined) return `Resize to ${step.percent}%`;
  if (step.width !== undefined && step.height !== undefined) {
    const how = step.mode === "fill" ? " (fill)" : step.mode === "stretch" ? " (stretch)" : "";
    return `Resize to ${step.width} × ${step.height}${how}`;
  }
  return step.width !== undefined ? `Resize to ${step.width} px wide` : `Resize to ${step.height} px high`;
}

const qualityOf = (step: Step<"compress">) => (step.lossless ? "lossless" : `q${step.quality}`);

export function describeStep(step: ChainStep): string {
  switch (step.op) {
    case "resize":
      return describeResize(step);
    case "crop":
      return `Crop to ${step.ratio.width}:${step.ratio.height}`;
    case "rotate":
      return `Rotate ${step.degrees}°`;
    case "flip":
      return step.direction === "horizontal" ? "Flip horizontally" : "Flip vertically";
    case "watermark":
      return "Watermark";
    case "convert":
      return OUTPUT_LABELS[step.format];
    case "compress":
      return `Compress ${qualityOf(step)}`;
    case "metadata":
      return step.keep ? (step.keepLocation ? "Keep metadata and location" : "Keep metadata") : "Strip metadata";
    case "rename":
      return `Rename to ${step.pattern}`;
  }
}

/** Every step, with a Convert and the Compress right after it read as one ("WebP q80"). */
export function describeChain(steps: readonly ChainStep[]): string {
  const parts: string[] = [];
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    const next = steps[i + 1];
    if (step.op === "convert" && next?.op === "compress") {
      parts.push(`${OUTPUT_LABELS[step.format]} ${qualityOf(next)}`);
      i++;
    } else {
      parts.push(describeStep(step));
    }
  }
  return parts.join(" → ");
}
