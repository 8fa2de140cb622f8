/**
 * A result's summary on its card, by the kind of result the tool makes. Images now; animations
 * and documents bring their own summaries (frames kept, pages and images found).
 */
import type { ToolResult } from "../file-item.ts";
import type { ResultKind } from "../tool-definition.ts";
import { AnimationResultSummary } from "./animation-result-summary.tsx";
import { ImageResultSummary } from "./image-result-summary.tsx";

interface ResultViewProps {
  kind: ResultKind;
  keptText?: ((size: string) => string) | undefined;
  originalSize: number;
  result: ToolResult;
}

const SUMMARIES = { image: ImageResultSummary, animation: AnimationResultSummary } as const;

export function ResultView({ kind, ...props }: ResultViewProps) {
  const Summary = SUMMARIES[kind];
  return <Summary {...props} />;
}
