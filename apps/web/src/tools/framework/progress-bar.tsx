import type { JobStage } from "@squish/engine/pipeline/run-job";

const STAGE_LABELS: Record<JobStage, string> = {
  decode: "Reading",
  resize: "Resizing",
  encode: "",
  measure: "Checking quality",
};

interface ProgressBarProps {
  value: number;
  stage?: JobStage;
  /** What the encode stage is called in this tool: "Compressing", "Optimizing". */
  workingLabel: string;
}

/** Progress from the engine's real stages (decode, resize, encode, measure), never a timer. */
export function ProgressBar({ value, stage, workingLabel }: ProgressBarProps) {
  const label = stage ? STAGE_LABELS[stage] || workingLabel : "Starting";
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>{label}…</span>
        <span>{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={`${label} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
