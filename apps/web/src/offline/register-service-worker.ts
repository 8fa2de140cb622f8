/**
 * Registers the service worker (apps/web/sw/sw.ts, record 0023) in the built app, wires the update
 * prompt, and asks the worker to keep the files this page loaded before it took over (the first
 * visit's tool chunks and codecs), so a tool opened once works offline.
 */
import { toast } from "@/lib/toast";
import { Workbox } from "workbox-window";
import { isBusy, onBusyChange } from "@/lib/busy";
import "./service-worker-licences.ts";
import type { PageToWorker } from "./sw-protocol.ts";
import { browserUpdateCheckHost, scheduleUpdateChecks } from "./update-checks.ts";
import { watchForUpdates } from "./update-prompt.ts";

// A new id each time the prompt is shown: sonner keeps a dismissed toast's id while it animates
// out, and a toast shown again under that id in that moment (a batch that ended just after Reload
// was refused) would be removed with it, leaving no Reload button.
let updateToasts = 0;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const workbox = new Workbox("/sw.js", { type: "classic" });
  watchForUpdates(workbox, {
    isBusy,
    onBusyChange,
    showPrompt(reload) {
      const id = `squish-update-${++updateToasts}`;
      toast("A new version of Squish is ready", {
        id,
        description: "Reload to use it. Until then this page keeps working as it is.",
        duration: Number.POSITIVE_INFINITY,
        action: { label: "Reload", onClick: reload },
      });
      return () => toast.dismiss(id);
    },
    showBusy() {
      toast.info("Reload after your files finish", {
        description: "Reloading now would stop the batch that is processing.",
      });
    },
    reload: () => window.location.reload(),
    onLeave: (listener) => window.addEventListener("pagehide", listener),
  });
  workbox.register().then(
    (registration) => {
      if (!registration) return;
      scheduleUpdateChecks(() => workbox.update(), browserUpdateCheckHost());
      return keepLoadedFiles();
    },
    // A browser that refuses service workers (site data blocked, a private window, a test browser
    // with them switched off) still runs every tool; it only cannot keep them for offline use.
    (error: unknown) =>
      console.warn("Squish works, but not offline here: the browser refused its service worker.", error),
  );
}

/** The same-origin build files this page has fetched so far. */
function loadedBuildFiles(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${window.location.origin}/assets/`));
}

async function keepLoadedFiles() {
  const registration = await navigator.serviceWorker.ready;
  const message: PageToWorker = { type: "cache-urls", urls: loadedBuildFiles() };
  registration.active?.postMessage(message);
}
