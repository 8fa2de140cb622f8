import { ToggleGroup } from "radix-ui";
import { cn } from "@/lib/cn";
import { focusRing } from "./classes.ts";

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
}

interface SegmentedControlProps<T extends string> {
  /** Names the group for screen readers. */
  label: string;
  value: T;
  options: readonly SegmentOption<T>[];
  onValueChange(value: T): void;
  className?: string;
}

/** Pick one of a few options: a radio group (arrow keys move between items) styled as segments. */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onValueChange,
  className,
}: SegmentedControlProps<T>) {
  return (
    <ToggleGroup.Root
      type="single"
      aria-label={label}
      value={value}
      // Radix lets a single toggle group be emptied by pressing the active item; keep one chosen.
      onValueChange={(next) => {
        const option = options.find((o) => o.value === next);
        if (option) onValueChange(option.value);
      }}
      className={cn("inline-flex items-center gap-1 rounded-md bg-muted p-1", className)}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          className={cn(
            "h-8 whitespace-nowrap rounded-sm px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=on]:bg-background data-[state=on]:text-foreground data-[state=on]:shadow-sm",
            focusRing,
          )}
        >
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
