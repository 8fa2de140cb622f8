import { cn } from "@/lib/cn";

interface NumberFieldProps {
  id: string;
  label: string;
  value: number | "";
  min?: number;
  max?: number;
  step?: number;
  /** Shown after the field: "px", "%". */
  unit?: string;
  onChange(value: number | ""): void;
  className?: string;
}

/** A labelled whole-number field; an empty field means "not set" rather than zero. */
export function NumberField({ id, label, value, min, max, step = 1, unit, onChange, className }: NumberFieldProps) {
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={id} className="text-xs font-medium">
        {label}
      </label>
      <div className="flex items-center gap-1">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          value={value}
          min={min}
          max={max}
          step={step}
          onChange={(event) => onChange(event.target.value === "" ? "" : Number(event.target.value))}
          className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
        />
        {unit && <span className="text-xs text-muted-foreground">{unit}</span>}
      </div>
    </div>
  );
}
