/**
 * A workspace chain as one engine job (the rules are in packages/shared/src/chain.ts): the pixel
 * steps run in their order, and the picture is encoded once, at the end, with the last Convert's
 * format, the last Compress's quality and the last Metadata choice. The workspace page and
 * `squish run` both call this, so the same chain gives the same file in either.
 */
import type { ChainStep } from "@squish/shared/chain";
import type { AnimationJob, ImageJob } from "../pipeline/job.ts";
import type { SniffedFormat } from "../sniff-format.ts";
import type { Step } from "../steps/step.ts";
import { animationFormat, animationOutput } from "./chain-animation.ts";
import { chainEncoding } from "./chain-encoding.ts";
import { imageOutput } from "./chain-output.ts";
import { cropStepFrom } from "../kits/crop.ts";
import { resizeStepFrom } from "../kits/resize.ts";
import { flipStepFrom, rotateStepFrom } from "../kits/turn.ts";
import { watermarkStepFrom } from "../kits/watermark.ts";

export interface ChainSource {
  /** The sniffed format; when unknown, a chain without Convert asks for "the same format". */
  format?: SniffedFormat | "heic" | "bmp";
  /** An animated WebP, or a GIF with more than one frame. */
  animated?: boolean;
}

/** One chain step as engine steps: none for the encoding and naming steps. */
function pixelSteps(step: ChainStep): Step[] {
  switch (step.op) {
    case "resize": {
      const { op: _op, ...settings } = step;
      return [resizeStepFrom(settings)];
    }
    case "crop": {
      const { op: _op, ...settings } = step;
      return [cropStepFrom(settings)];
    }
    case "rotate":
      return [rotateStepFrom(step.degrees)];
    case "flip":
      return [flipStepFrom(step.direction)];
    case "watermark":
      return [watermarkStepFrom(step.settings)];
    default:
      return [];
  }
}

export function chainPixelSteps(steps: readonly ChainStep[]): Step[] {
  return steps.flatMap(pixelSteps);
}

export function chainJob(steps: readonly ChainStep[], source: ChainSource): ImageJob | AnimationJob {
  const pixels = chainPixelSteps(steps);
  const { format, compress, metadata } = chainEncoding(steps);
  const animated = animationFormat(format, source);
  // An animation job has no metadata choice: its writers keep only the colour profile, as in the
  // GIF and WebP compressors, so a Metadata step changes nothing there.
  if (animated) {
    return { kind: "animation", steps: pixels, output: animationOutput(animated, compress), measureQuality: true };
  }
  const output = imageOutput(format, compress, source.format);
  return {
    kind: "image",
    // As the converter and the resizer: JPEG cannot hold transparency, so it is filled with white
    // last, after every step that could have added any.
    steps: output.format === "jpeg" ? [...pixels, { op: "flatten", background: "#ffffff" }] : pixels,
    output,
    measureQuality: true,
    ...(metadata?.keep && { keepMetadata: true, ...(metadata.keepLocation && { keepLocation: true }) }),
    ...(source.animated && { firstFrame: true }),
  };
}
