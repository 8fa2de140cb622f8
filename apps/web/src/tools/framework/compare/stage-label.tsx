import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A name tag pinned to a stage corner; outside the zoomed frame so it stays readable at any zoom. */
export function StageLabel({ side, children }: { side: "left" | "right"; children: ReactNode }) {
  return (
    <span
      className={cn(
        "pointer-events-none absolute top-2 z-20 max-w-[45%] truncate rounded-md bg-background/85 px-2 py-1 text-xs font-medium text-foreground shadow-sm",
        side === "left" ? "left-2" : "right-2",
      )}
    >
      {children}
    </span>
  );
}
