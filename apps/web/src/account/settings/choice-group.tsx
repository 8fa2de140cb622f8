import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { cn } from "@/lib/cn";

export interface Choice<V extends string> {
  value: V;
  label: string;
  hint?: string;
}

/** A labelled radio group drawn as cards; arrow keys move between choices as in any radio group. */
export function ChoiceGroup<V extends string>({
  label,
  choices,
  value,
  onChange,
  name,
}: {
  label: string;
  name: string;
  choices: readonly Choice<V>[];
  value: V | undefined;
  onChange(value: V): void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium">{label}</legend>
      <RadioGroupPrimitive.Root
        name={name}
        value={value}
        onValueChange={(v) => onChange(v as V)}
        className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4"
        aria-label={label}
      >
        {choices.map((choice) => (
          <RadioGroupPrimitive.Item
            key={choice.value}
            value={choice.value}
            aria-label={choice.hint ? `${choice.label} (${choice.hint})` : choice.label}
            className={cn(
              "rounded-lg border p-3 text-left transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              "data-[state=checked]:border-primary data-[state=checked]:bg-accent data-[state=checked]:text-accent-foreground",
            )}
          >
            <span className="block font-medium">{choice.label}</span>
            {choice.hint && <span className="block text-sm text-muted-foreground">{choice.hint}</span>}
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroupPrimitive.Root>
    </fieldset>
  );
}
