import { cn } from "@/lib/cn";

interface ChoiceButtonsProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string; hint?: string }[];
  onChange(value: V): void;
  columns?: 2 | 3 | 4;
}

/** A small set of pressed/unpressed buttons: quicker than a menu for three to eight choices. */
export function ChoiceButtons<V extends string>({
  label,
  value,
  options,
  onChange,
  columns = 3,
}: ChoiceButtonsProps<V>) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <div className={cn("grid gap-1.5", { 2: "grid-cols-2", 3: "grid-cols-3", 4: "grid-cols-4" }[columns])}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            title={option.hint}
            onClick={() => onChange(option.value)}
            className={cn(
              "rounded-md border px-2 py-1.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-ring",
              value === option.value ? "border-primary bg-primary/10 text-primary" : "hover:bg-muted",
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
