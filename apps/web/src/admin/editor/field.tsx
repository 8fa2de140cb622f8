import { cloneElement, type ReactElement } from "react";
import { Label } from "@/components/ui/label";

/**
 * A labelled control with its hint and its error, both tied to it by aria-describedby, and
 * marked invalid while the error shows, so a screen reader hears why the form was not saved.
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive" data-field-error={id}>
          {error}
        </p>
      )}
    </div>
  );
}
