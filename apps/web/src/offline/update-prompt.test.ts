/**
 * The update flow without two builds: a stand-in for workbox-window's Workbox fires the same
 * "waiting" and "controlling" events a real one does when a new service worker is installed.
 */
import { describe, expect, it } from "vitest";
import { watchForUpdates, type UpdatableWorker } from "./update-prompt.ts";

class FakeWorkbox implements UpdatableWorker {
  private listeners = new Map<string, (() => void)[]>();
  skipWaitingSent = 0;
  addEventListener(type: "waiting" | "controlling", listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  messageSkipWaiting() {
    this.skipWaitingSent += 1;
  }
  fire(type: "waiting" | "controlling") {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

function setUp({ busy = false } = {}) {
  const worker = new FakeWorkbox();
  const state = { busy, prompts: 0, hidden: 0, busyNotes: 0, reloads: 0 };
  const busyListeners = new Set<() => void>();
  const leaveListeners: (() => void)[] = [];
  let reloadButton: (() => void) | null = null;
  watchForUpdates(worker, {
    isBusy: () => state.busy,
    onBusyChange: (listener) => {
      busyListeners.add(listener);
      return () => busyListeners.delete(listener);
    },
    showPrompt: (reload) => {
      state.prompts += 1;
      reloadButton = reload;
      return () => (state.hidden += 1);
    },
    showBusy: () => (state.busyNotes += 1),
    reload: () => (state.reloads += 1),
    onLeave: (listener) => leaveListeners.push(listener),
  });
  return {
    worker,
    state,
    setBusy(value: boolean) {
      state.busy = value;
      for (const listener of [...busyListeners]) listener();
    },
    pressReload: () => reloadButton!(),
    leave: () => leaveListeners.forEach((listener) => listener()),
    busyListenerCount: () => busyListeners.size,
  };
}

describe("the update prompt", () => {
  it("says a new version is ready when a worker is waiting, and never reloads on its own", () => {
    const page = setUp();
    page.worker.fire("waiting");
    expect(page.state.prompts).toBe(1);
    // Another tab took the new worker: this page does not reload by itself.
    page.worker.fire("controlling");
    expect(page.state.reloads).toBe(0);
    expect(page.worker.skipWaitingSent).toBe(0);
  });

  it("activates the new worker and reloads when Reload is pressed", () => {
    const page = setUp();
    page.worker.fire("waiting");
    page.pressReload();
    expect(page.worker.skipWaitingSent).toBe(1);
    expect(page.state.reloads).toBe(0);
    page.worker.fire("controlling");
    expect(page.state.reloads).toBe(1);
  });

  it("waits for a running batch to finish before saying anything", () => {
    const page = setUp({ busy: true });
    page.worker.fire("waiting");
    expect(page.state.prompts).toBe(0);
    page.setBusy(true);
    expect(page.state.prompts).toBe(0);
    page.setBusy(false);
    expect(page.state.prompts).toBe(1);
    expect(page.busyListenerCount()).toBe(0);
  });

  it("does not reload while a batch runs, even when Reload is pressed", () => {
    const page = setUp();
    page.worker.fire("waiting");
    page.setBusy(true);
    page.pressReload();
    expect(page.state.busyNotes).toBe(1);
    expect(page.worker.skipWaitingSent).toBe(0);
    page.worker.fire("controlling");
    expect(page.state.reloads).toBe(0);
  });

  it("offers Reload again once the batch that held it back has finished", () => {
    const page = setUp();
    page.worker.fire("waiting");
    page.setBusy(true);
    page.pressReload();
    // The refused prompt is put away (its button closed it anyway), not left for good.
    expect(page.state.hidden).toBe(1);
    expect(page.state.prompts).toBe(1);
    page.setBusy(false);
    expect(page.state.prompts).toBe(2);
    page.pressReload();
    expect(page.worker.skipWaitingSent).toBe(1);
    page.worker.fire("controlling");
    expect(page.state.reloads).toBe(1);
  });

  it("shows one prompt however many times the worker says it is waiting", () => {
    const page = setUp();
    page.worker.fire("waiting");
    page.worker.fire("waiting");
    expect(page.state.prompts).toBe(1);
  });

  it("lets the new version take over when the page is left, so the next load uses it", () => {
    const page = setUp();
    page.leave();
    expect(page.worker.skipWaitingSent).toBe(0);
    page.worker.fire("waiting");
    page.leave();
    expect(page.worker.skipWaitingSent).toBe(1);
    expect(page.state.reloads).toBe(0);
  });
});
