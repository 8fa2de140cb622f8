import { formatBytes } from "@squish/shared/format-bytes";
import { savingsPercent } from "@squish/shared/compression";
import type { ToolResult } from "../file-item.ts";
import { GrewBadge, SavingBadge } from "./saving-badge.tsx";
import { ScoreText } from "./score-text.tsx";

/** What each animation format is called on the card ("png" is an APNG). */
const ANIMATION_LABELS: Record<string, string> = { gif: "GIF", webp: "animated WebP", png: "animated PNG" };

interface AnimationResultSummaryProps {
  originalSize: number;
  result: ToolResult;
  keptText?: ((size: string) => string) | undefined;
}

const loops = (count: number | null) =>
  count === null ? "plays once" : count === 0 ? "loops forever" : `plays ${count + 1} times`;

/** An animation's result: sizes and saving, and what was kept of it (frames, length, looping). */
export function AnimationResultSummary({ originalSize, result, keptText }: AnimationResultSummaryProps) {
  const facts = result.animation;
  const timing = facts && (
    <p className="text-muted-foreground" data-testid="animation-facts">
      {facts.frameCount === 1
        ? "A still image (1 frame)"
        : `${facts.frameCount} frames · ${(facts.durationMs / 1000).toFixed(2)} s · ${loops(facts.loopCount)}`}
    </p>
  );
  if (result.keptOriginal) {
    return (
      <div className="space-y-1 text-xs">
        <p className="rounded-md bg-muted px-2 py-1.5" data-testid="kept-original">
          {/* The size delivered: the original without its EXIF and XMP blocks. */}
          {keptText?.(formatBytes(result.size)) ??
            `Already well compressed: a new encoding would not be smaller, so the original (${formatBytes(result.size)}) is kept.`}
        </p>
        {timing}
      </div>
    );
  }
  return (
    <div className="space-y-1 text-xs" data-testid="result-summary">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-muted-foreground line-through">{formatBytes(originalSize)}</span>
        <span className="font-semibold">{formatBytes(result.size)}</span>
        {/* An edit (a watermark, a conversion) may make an animation bigger: said as such. */}
        {result.size > originalSize ? (
          <GrewBadge percent={savingsPercent(originalSize, result.size)} />
        ) : (
          <SavingBadge percent={savingsPercent(originalSize, result.size)} />
        )}
      </div>
      {timing}
      <p className="text-muted-foreground">
        {result.width} × {result.height} {ANIMATION_LABELS[result.format] ?? result.format.toUpperCase()}
        {result.score !== undefined && (
          <>
            {" · "}
            <ScoreText score={result.score} suffix=" (mean over frames)" />
          </>
        )}
      </p>
    </div>
  );
}
