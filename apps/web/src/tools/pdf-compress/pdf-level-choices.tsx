import type { PdfLevel } from "@squish/engine";
import { cn } from "@/lib/cn";
import { PDF_LEVEL_CHOICES } from "./pdf-settings.ts";

interface PdfLevelChoicesProps {
  value: PdfLevel;
  onChange(level: PdfLevel): void;
}

/**
 * The three levels as a radio group, each with what it does in a sentence: the words matter more
 * than the names here, so they are shown, not hidden in a tooltip. Native radios give the arrow
 * keys and the screen-reader roles; the card around each shows the choice and the focus ring.
 */
export function PdfLevelChoices({ value, onChange }: PdfLevelChoicesProps) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium">Compression level</legend>
      {PDF_LEVEL_CHOICES.map((choice) => (
        <label
          key={choice.value}
          className={cn(
            "block cursor-pointer rounded-md border px-3 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
            value === choice.value ? "border-primary bg-primary/10" : "hover:bg-muted",
          )}
        >
          <input
            type="radio"
            name="pdf-level"
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="sr-only"
          />
          <span className={cn("block text-sm font-medium", value === choice.value && "text-primary")}>
            {choice.label}
          </span>
          <span className="block text-xs text-muted-foreground">{choice.description}</span>
        </label>
      ))}
    </fieldset>
  );
}
