import type { JobStage } from "@squish/engine";
import { ProgressFill } from "@/components/ui/progress-fill";

const STAGE_LABELS: Record<JobStage, string> = {
  decode: "Reading",
  crop: "Cropping",
  resize: "Resizing",
  rotate: "Turning",
  flip: "Flipping",
  flatten: "Filling transparency",
  watermark: "Adding watermark",
  encode: "",
  measure: "Checking quality",
  open: "Opening",
  images: "Recompressing images",
  save: "Saving",
  verify: "Checking the result",
};

interface ProgressBarProps {
  value: number;
  stage?: JobStage;
  /** What the encode stage is called in this tool: "Compressing", "Optimizing". */
  workingLabel: string;
}

/** Progress from the engine's real stages (decode, each step, encode, measure), never a timer. */
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
        <ProgressFill value={value} />
      </div>
    </div>
  );
}
