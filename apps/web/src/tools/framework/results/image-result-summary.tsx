import { formatBytes } from "@squish/shared/format-bytes";
import { reductionBadge, savingsPercent } from "@squish/shared/compression";
import type { ToolResult } from "../file-item.ts";
import { triedSentence } from "./tried-sentence.ts";
import { GrewBadge, SavingBadge } from "./saving-badge.tsx";
import { ScoreText } from "./score-text.tsx";

interface ImageResultSummaryProps {
  originalSize: number;
  result: ToolResult;
  /** The tool's words for a kept original; the compressors' by default. */
  keptText?: ((size: string) => string) | undefined;
}

const KEPT_BY_DEFAULT = (size: string) =>
  `Already well compressed: re-encoding would not make it smaller, so the original (${size}) is kept.`;

/**
 * What processing achieved, honestly: sizes, the saving or the growth, a quality score, and the
 * metadata that went. A result that would have been bigger keeps the original and says so; a new
 * format or a larger picture that grows says "larger", never a negative saving.
 */
export function ImageResultSummary({ originalSize, result, keptText = KEPT_BY_DEFAULT }: ImageResultSummaryProps) {
  if (result.keptOriginal) {
    return (
      <div className="space-y-1 text-xs">
        {/* The size delivered: the original with its location and camera details taken out. */}
        <p className="rounded-md bg-muted px-2 py-1.5" data-testid="kept-original">
          {keptText(formatBytes(result.size))}
        </p>
        <Candidates result={result} />
        <Removed result={result} />
      </div>
    );
  }
  const saving = savingsPercent(originalSize, result.size);
  const grew = result.size > originalSize;
  return (
    <div className="space-y-1 text-xs" data-testid="result-summary">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-muted-foreground line-through">{formatBytes(originalSize)}</span>
        <span className="font-semibold">{formatBytes(result.size)}</span>
        {grew ? (
          <GrewBadge percent={saving} />
        ) : (
          <>
            <SavingBadge percent={saving} />
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-primary">{reductionBadge(saving)}</span>
          </>
        )}
      </div>
      <p className="text-muted-foreground">
        {result.width} × {result.height} {result.format.toUpperCase()}
        {result.smart && (
          <span data-testid="smart-choice">
            {" · "}Smart chose quality {result.smart.quality}
          </span>
        )}
        {result.score !== undefined && (
          <>
            {" · "}
            <ScoreText score={result.score} />
          </>
        )}
      </p>
      <Candidates result={result} />
      <Removed result={result} />
    </div>
  );
}

function Removed({ result }: { result: ToolResult }) {
  if (result.removed.length === 0) return null;
  return <p className="text-muted-foreground">Removed: {result.removed.join(", ")}</p>;
}

/** "Auto: smallest": every format tried, with its size, which one was kept and why not the others. */
function Candidates({ result }: { result: ToolResult }) {
  if (!result.candidates) return null;
  const kept = result.keptOriginal ? { original: result.size } : { format: result.format };
  return (
    <p className="text-muted-foreground" data-testid="auto-candidates">
      {triedSentence(result.candidates, kept)}
    </p>
  );
}
