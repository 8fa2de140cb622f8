/**
 * The update flow (record 0023): when a new service worker is waiting, say so with a "Reload"
 * button, but only while no batch is processing. Nothing reloads unless the person asks; if they
 * do not, the new version takes over when the page is left (a reload, a new visit). Reload pressed
 * during a batch says to wait, and the prompt comes back when the batch is done.
 */

/** What this needs of workbox-window's Workbox (an interface, so tests can play the worker). */
export interface UpdatableWorker {
  addEventListener(type: "waiting" | "controlling", listener: () => void): void;
  messageSkipWaiting(): void;
}

export interface UpdatePromptDeps {
  isBusy(): boolean;
  onBusyChange(listener: () => void): () => void;
  /** Shows the "new version" message; `reload` is its button. Returns a function that hides it. */
  showPrompt(reload: () => void): () => void;
  /** Shown when Reload is pressed while a batch is running. */
  showBusy(): void;
  reload(): void;
  /** Registers the page-leaving hook (pagehide in the browser). */
  onLeave(listener: () => void): void;
}

export function watchForUpdates(worker: UpdatableWorker, deps: UpdatePromptDeps): void {
  let waiting = false;
  let reloadAsked = false;
  let hide: (() => void) | null = null;
  let stopWatchingBusy: (() => void) | null = null;

  const reload = () => {
    if (deps.isBusy()) {
      deps.showBusy();
      // The prompt's button closes it (sonner does so on any action), so it would be gone for good:
      // hide it explicitly and offer it again once the batch has finished.
      hide?.();
      hide = null;
      promptWhenIdle();
      return;
    }
    reloadAsked = true;
    worker.messageSkipWaiting();
  };

  const prompt = () => {
    if (hide) return;
    hide = deps.showPrompt(reload);
  };

  const promptWhenIdle = () => {
    if (!deps.isBusy()) {
      prompt();
      return;
    }
    stopWatchingBusy ??= deps.onBusyChange(() => {
      if (deps.isBusy()) return;
      stopWatchingBusy?.();
      stopWatchingBusy = null;
      prompt();
    });
  };

  worker.addEventListener("waiting", () => {
    waiting = true;
    promptWhenIdle();
  });
  // The new worker took over: reload only if this page asked for it.
  worker.addEventListener("controlling", () => {
    if (reloadAsked) deps.reload();
  });
  // Leaving the page lets the waiting worker take over, so the next load is the new version.
  deps.onLeave(() => {
    if (waiting && !reloadAsked) worker.messageSkipWaiting();
  });
}
