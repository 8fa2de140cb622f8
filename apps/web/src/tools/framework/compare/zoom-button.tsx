import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { focusRing } from "./classes.ts";

/** One of the zoom buttons drawn over a picture: the compare viewer's and the crop editor's. */
export function ZoomButton({
  label,
  disabled,
  onClick,
  className,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick(): void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={label}
      title={label}
      // aria-disabled, not disabled: a disabled button drops keyboard focus (out of a dialog, or to the page).
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && onClick()}
      className={cn("size-9 aria-disabled:cursor-not-allowed aria-disabled:opacity-50", focusRing, className)}
    >
      {children}
    </Button>
  );
}
