/**
 * A tab left open, or an installed app's window, hears of a new version without a full page load:
 * the browser looks for a new service worker only on navigations, and moving inside the app is not
 * one. So the page asks every hour, and when it comes back into view after ten minutes or more.
 * A failed check (offline) is simply tried again next time.
 */
export interface UpdateCheckHost {
  every(ms: number, run: () => void): void;
  onVisible(run: () => void): void;
  now(): number;
}

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;
export const UPDATE_CHECK_ON_RETURN_MS = 10 * 60_000;

export function scheduleUpdateChecks(update: () => Promise<unknown>, host: UpdateCheckHost): void {
  let lastCheck = host.now();
  const check = () => {
    lastCheck = host.now();
    update().catch(() => {});
  };
  host.every(UPDATE_CHECK_INTERVAL_MS, check);
  host.onVisible(() => {
    if (host.now() - lastCheck >= UPDATE_CHECK_ON_RETURN_MS) check();
  });
}

export function browserUpdateCheckHost(): UpdateCheckHost {
  return {
    every: (ms, run) => window.setInterval(run, ms),
    onVisible: (run) =>
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") run();
      }),
    now: () => Date.now(),
  };
}
