/**
 * The encoding end of a chain. A chain encodes once, at the end, so the Convert, Compress and
 * Metadata steps are settings rather than passes: the last of each wins, wherever it sits.
 */
import type { ChainFormat, ChainStep } from "@squish/shared/chain";

export type CompressChainStep = Extract<ChainStep, { op: "compress" }>;
export type MetadataChainStep = Extract<ChainStep, { op: "metadata" }>;

export interface ChainEncoding {
  /** The last Convert's format; absent: the source's own format. */
  format?: ChainFormat;
  /** The last Compress; absent: each format's usual quality (the source's own for "same"). */
  compress?: CompressChainStep;
  /** The last Metadata step; absent: metadata is stripped, as in every tool. */
  metadata?: MetadataChainStep;
}

export function chainEncoding(steps: readonly ChainStep[]): ChainEncoding {
  const encoding: ChainEncoding = {};
  for (const step of steps) {
    if (step.op === "convert") encoding.format = step.format;
    else if (step.op === "compress") encoding.compress = step;
    else if (step.op === "metadata") encoding.metadata = step;
  }
  return encoding;
}
