interface RangeSettingProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** The value as shown beside the label, such as "75 (Balanced)". */
  valueText: string;
  onChange(value: number): void;
  className?: string;
}

/** A labelled slider whose value is also announced in words. */
export function RangeSetting({ id, label, value, min, max, step, valueText, onChange, className }: RangeSettingProps) {
  return (
    <div className={className ?? "space-y-1.5"}>
      <div className="flex items-center justify-between gap-2 text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <output htmlFor={id} className="text-muted-foreground">
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-primary"
      />
    </div>
  );
}
