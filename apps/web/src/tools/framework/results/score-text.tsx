import { formatScore, SCORE_EXPLAINED, SCORE_METRIC, scoreWords } from "@squish/shared/perceived-quality";

/**
 * A result's perceptual score as a person reads it ("Hard to tell apart"), with the SSIMULACRA 2
 * number on hover and for screen readers. `compact` (the results table's narrow cell) shows the
 * number and keeps the words for hover and screen readers instead.
 */
export function ScoreText({
  score,
  suffix = "",
  compact = false,
}: {
  score: number;
  suffix?: string;
  compact?: boolean;
}) {
  const number = `${SCORE_METRIC} ${formatScore(score)} of 100${suffix}`;
  const words = scoreWords(score);
  return (
    <span
      title={`${compact ? `${words}: ` : ""}${number}. ${SCORE_EXPLAINED}`}
      data-testid="score"
      data-score={score.toFixed(2)}
    >
      {compact ? formatScore(score) : words}
      <span className="sr-only"> ({compact ? `${words}, ${number}` : number})</span>
    </span>
  );
}

/** The line a settings panel gives about the score every result shows. */
export function ScoreNote() {
  return (
    <p className="text-xs text-muted-foreground" data-testid="score-note">
      {SCORE_EXPLAINED} Point at a result's words to see its score.
    </p>
  );
}
