interface ToggleFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: string;
}

/** A labelled checkbox with an optional line of explanation. */
export function ToggleField({ id, label, checked, onChange, hint }: ToggleFieldProps) {
  return (
    <div className="space-y-0.5">
      <label htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="size-4 accent-primary"
        />
        {label}
      </label>
      {hint && <p className="pl-6 text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}
