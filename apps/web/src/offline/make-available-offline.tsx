import { CheckCircle2, CloudDownload, WifiOff } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ProgressFill } from "@/components/ui/progress-fill";
import { makeAvailableOffline, type OfflineState } from "./offline-download.ts";

/**
 * "Make available offline" (record 0023): fetches every tool and codec into the service worker's
 * cache, with progress and a done state. Used in Settings and on the About page.
 */
export function MakeAvailableOffline() {
  const [state, setState] = useState<OfflineState>({ kind: "idle" });
  const working = state.kind === "working";
  const percent = working && state.total > 0 ? Math.round((state.done / state.total) * 100) : 0;

  return (
    <div className="space-y-3" data-testid="make-offline">
      <p className="text-sm text-muted-foreground">
        Every tool you open is kept for offline use. To have all of them ready before you lose your connection, download
        them now: the codecs are large, so this takes tens of megabytes, once per version of Squish.
      </p>
      <Button type="button" onClick={() => void makeAvailableOffline(setState)} disabled={working}>
        <CloudDownload aria-hidden="true" /> Make available offline
      </Button>
      <div aria-live="polite" className="text-sm">
        {working && (
          <div className="space-y-1">
            <div
              role="progressbar"
              aria-label="Downloading tools for offline use"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 w-full overflow-hidden rounded-full bg-muted"
            >
              <ProgressFill value={percent} />
            </div>
            <p className="text-muted-foreground">
              {state.total > 0 ? `Downloaded ${state.done} of ${state.total} files` : "Starting…"}
            </p>
          </div>
        )}
        {state.kind === "done" && (
          <p className="flex items-center gap-2 font-medium text-emerald-700 dark:text-emerald-400">
            <CheckCircle2 className="size-4" aria-hidden="true" /> Every tool now works offline.
          </p>
        )}
        {state.kind === "failed" && (
          <p className="text-destructive">Could not finish: {state.message}. Try again when you are online.</p>
        )}
        {state.kind === "unavailable" && (
          <p className="flex items-center gap-2 text-muted-foreground">
            <WifiOff className="size-4" aria-hidden="true" /> Offline use needs a browser with service workers, on the
            built site (not in development or private windows that block them).
          </p>
        )}
      </div>
    </div>
  );
}
