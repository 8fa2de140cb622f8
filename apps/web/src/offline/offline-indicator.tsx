import { useOnline } from "./use-online.ts";

/**
 * A quiet sign in the header while the device is offline: the tools go on working on the device
 * (that is the point of Squish), but signing in, saving and sending wait for the network.
 */
export function OfflineIndicator() {
  const online = useOnline();
  return (
    <span role="status" className="contents">
      {!online && (
        <span
          className="inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs text-muted-foreground"
          title="The tools keep working on this device. Signing in, saving and sending need the network."
          data-testid="offline-indicator"
        >
          {/* A dot as the Live badge has, not an icon: this sits in every page's first load. */}
          <span aria-hidden="true" className="size-2 rounded-full bg-muted-foreground" />
          Offline
          <span className="sr-only">: the tools keep working; signing in, saving and sending need the network.</span>
        </span>
      )}
    </span>
  );
}
