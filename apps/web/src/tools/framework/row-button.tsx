import type { MouseEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** A small icon button in a list or table row (download, compare, retry, remove); `label` is its name. */
export function RowButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick(event: MouseEvent<HTMLButtonElement>): void;
  children: ReactNode;
}) {
  return (
    <Button size="icon" variant="ghost" className="size-8" onClick={onClick} aria-label={label}>
      {children}
    </Button>
  );
}
