import { cn } from "@/lib/cn";

interface SelectSettingProps<V extends string | number> {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange(value: V): void;
  hint?: string;
  /** Smaller, for controls on a file's card. */
  compact?: boolean;
}

/** A labelled choice from a short list, with an optional line of explanation under it. */
export function SelectSetting<V extends string | number>({
  id,
  label,
  value,
  options,
  onChange,
  hint,
  compact = false,
}: SelectSettingProps<V>) {
  return (
    <div className={compact ? "space-y-1 text-xs" : "space-y-1.5"}>
      <label htmlFor={id} className={cn("font-medium", !compact && "text-sm")}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        // The option values are the strings of V; find the typed value back.
        onChange={(event) => onChange(options.find((o) => String(o.value) === event.target.value)!.value)}
        className={cn(
          "w-full rounded-md border border-input bg-background focus-visible:outline-2 focus-visible:outline-ring",
          compact ? "h-8 px-2 text-xs" : "h-10 px-3 text-sm",
        )}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}
