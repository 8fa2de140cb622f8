import { cn } from "@/lib/cn";
import { focusRing } from "./classes.ts";

interface RangeFieldProps {
  /** The accessible name, also shown unless `hideLabel`. */
  label: string;
  value: number;
  onChange(value: number): void;
  min?: number;
  max?: number;
  step?: number;
  /** Read out instead of the bare number, e.g. "50%". */
  valueText?: string;
  hideLabel?: boolean;
  className?: string;
}

/** A labelled native range input: keyboard, screen reader and touch support come for free. */
export function RangeField({
  label,
  value,
  onChange,
  min = 0,
  max = 100,
  step = 1,
  valueText,
  hideLabel,
  className,
}: RangeFieldProps) {
  return (
    <label className={cn("flex items-center gap-2 text-sm", className)}>
      <span aria-hidden="true" className={cn("whitespace-nowrap text-muted-foreground", hideLabel && "sr-only")}>
        {label}
      </span>
      <input
        type="range"
        aria-label={label}
        aria-valuetext={valueText}
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className={cn("h-2 w-full min-w-24 cursor-pointer rounded-full accent-primary", focusRing)}
      />
    </label>
  );
}
