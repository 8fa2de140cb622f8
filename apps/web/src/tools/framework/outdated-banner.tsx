import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Offered when settings changed after files finished: their results no longer match the choices. */
export function OutdatedBanner({ count, verb, onRerun }: { count: number; verb: string; onRerun(): void }) {
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/30 bg-primary/5 px-3 py-2 text-sm"
      role="status"
      data-testid="outdated-banner"
    >
      <span className="flex-1">
        {count === 1 ? "1 finished file was" : `${count} finished files were`} made with other settings.
      </span>
      <Button size="sm" variant="outline" onClick={onRerun}>
        <RotateCcw aria-hidden="true" /> {verb} {count === 1 ? "it" : "them"} again
      </Button>
    </div>
  );
}
