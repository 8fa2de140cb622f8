/**
 * A result's summary on its card, chosen by the kind of the result itself rather than the tool's:
 * one tool can make several kinds (stills and animations from the WebP compressor), and each
 * kind says what matters about it (a quality score, frames kept, pages and images).
 */
import type { ToolResult } from "../file-item.ts";
import { AnimationResultSummary } from "./animation-result-summary.tsx";
import { DocumentResultSummary } from "./document-result-summary.tsx";
import { ImageResultSummary } from "./image-result-summary.tsx";

interface ResultViewProps {
  keptText?: ((size: string) => string) | undefined;
  originalSize: number;
  result: ToolResult;
}

const SUMMARIES = {
  image: ImageResultSummary,
  animation: AnimationResultSummary,
  document: DocumentResultSummary,
} as const;

export function ResultView(props: ResultViewProps) {
  const Summary = SUMMARIES[props.result.kind];
  return <Summary {...props} />;
}
