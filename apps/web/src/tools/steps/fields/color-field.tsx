interface ColorFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}

/** A colour choice: the system picker plus its hex value, both labelled. */
export function ColorField({ id, label, value, onChange }: ColorFieldProps) {
  return (
    <div className="flex items-center justify-between gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <span className="flex items-center gap-2">
        <span className="font-mono text-xs text-muted-foreground">{value}</span>
        <input
          id={id}
          type="color"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-8 w-10 cursor-pointer rounded border border-input bg-background p-0.5 focus-visible:outline-2 focus-visible:outline-ring"
        />
      </span>
    </div>
  );
}
