import { formatScore, SCORE_EXPLAINED, SCORE_METRIC, scoreWords } from "@squish/shared/perceived-quality";

/**
 * A result's perceptual score as a person reads it ("Hard to tell apart"), with the SSIMULACRA 2
 * number on hover and for screen readers.
 */
export function ScoreText({ score, suffix = "" }: { score: number; suffix?: string }) {
  const number = `${SCORE_METRIC} ${formatScore(score)} of 100${suffix}`;
  return (
    <span title={`${number}. ${SCORE_EXPLAINED}`} data-testid="score" data-score={score.toFixed(2)}>
      {scoreWords(score)}
      <span className="sr-only"> ({number})</span>
    </span>
  );
}

/** The line a settings panel gives about the score every result shows. */
export function ScoreNote() {
  return (
    <p className="text-xs text-muted-foreground" data-testid="score-note">
      How alike each result looks is measured with {SCORE_METRIC}, a perceptual metric: {scoreBands}. Hover over the
      words for the score.
    </p>
  );
}

const scoreBands =
  "100 is identical, 90 and up visually identical, 80 and up hard to tell apart, 70 and up different only side by side";
