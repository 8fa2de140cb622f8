import { WifiOff } from "lucide-react";
import { useOnline } from "./use-online.ts";

/**
 * Said at the top of a form that talks to the server, while the device is offline, so the person
 * knows before typing that it cannot be sent yet (the form's button waits for the network too).
 */
export function NeedsNetwork({ action }: { action: string }) {
  const online = useOnline();
  // The status region stays in place so a change to offline is announced, not only shown.
  return (
    <div role="status" className={online ? "contents" : undefined}>
      {!online && (
        <p
          data-testid="needs-network"
          className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
        >
          <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            You're offline. {action} needs the network, so its button waits until you're back online; what you type here
            stays.
          </span>
        </p>
      )}
    </div>
  );
}
