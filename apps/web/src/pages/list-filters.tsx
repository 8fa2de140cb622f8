/** The search box and filter buttons above a filtered list page (the tools catalogue, the licences). */
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** A search field with a magnifier; its name is for screen readers, the placeholder shows. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <label className="relative">
      <span className="sr-only">{label}</span>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="pl-9"
      />
    </label>
  );
}

/** One button a filter, the chosen one pressed. */
export function FilterButtons<Id extends string>({
  label,
  filters,
  selected,
  onSelect,
  className,
}: {
  label: string;
  filters: readonly { id: Id; label: string }[];
  selected: Id;
  onSelect(id: Id): void;
  className: string;
}) {
  return (
    <div role="group" aria-label={label} className={className}>
      {filters.map((filter) => (
        <Button
          key={filter.id}
          size="sm"
          variant={selected === filter.id ? "default" : "outline"}
          aria-pressed={selected === filter.id}
          onClick={() => onSelect(filter.id)}
        >
          {filter.label}
        </Button>
      ))}
    </div>
  );
}
