import type { ReactNode } from "react";
import { Switch } from "@/components/ui/switch";

/** A labelled row with a control on the right; the description is tied to the control for screen readers. */
export function SettingRow({
  id,
  label,
  description,
  children,
}: {
  id: string;
  label: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}

export function SwitchRow(props: {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <SettingRow id={props.id} label={props.label} description={props.description}>
      <Switch
        id={props.id}
        checked={props.checked}
        onCheckedChange={props.onChange}
        aria-describedby={props.description ? `${props.id}-description` : undefined}
      />
    </SettingRow>
  );
}
