import { cn } from "@/lib/cn";
import type { LiveStatus } from "../live/event-stream.ts";

const LABELS: Record<LiveStatus, string> = {
  connecting: "Connecting",
  live: "Live",
  waiting: "Reconnecting",
  stopped: "Offline",
};

/** Tells the person whether the numbers on screen follow their other tabs and devices. */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  return (
    <span
      className="hidden items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs text-muted-foreground sm:inline-flex"
      data-live-status={status}
      role="status"
      aria-label={`Live updates: ${LABELS[status]}`}
    >
      <span
        aria-hidden="true"
        className={cn(
          "size-2 rounded-full",
          status === "live" ? "bg-success" : status === "stopped" ? "bg-destructive" : "animate-pulse bg-amber-500",
        )}
      />
      {LABELS[status]}
    </span>
  );
}
