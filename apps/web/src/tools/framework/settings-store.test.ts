import { describe, expect, it } from "vitest";
import { SettingsStore } from "./settings-store.ts";

describe("a tool page's settings", () => {
  it("take a signed-in person's saved defaults until the person changes something", () => {
    const store = new SettingsStore({ quality: 75 });
    store.applyDefaults({ quality: 75 });
    expect([store.getSnapshot(), store.getSavedDefaultsIn()]).toEqual([{ quality: 75 }, false]);
    store.applyDefaults({ quality: 60 }, true);
    expect([store.getSnapshot(), store.getSavedDefaultsIn()]).toEqual([{ quality: 60 }, true]);
    store.update({ quality: 90 });
    store.applyDefaults({ quality: 50 }, true);
    expect(store.getSnapshot()).toEqual({ quality: 90 });
  });

  it("say when saved defaults arrive after the person chose, though they are not used", () => {
    const store = new SettingsStore({ quality: 75 });
    let heard = 0;
    store.subscribe(() => heard++);
    store.update({ quality: 90 });
    store.applyDefaults({ quality: 60 }, true);
    expect([store.getSnapshot(), store.getSavedDefaultsIn(), heard]).toEqual([{ quality: 90 }, true, 2]);
    // Signed out again: the tool's own defaults, and no longer the person's.
    store.applyDefaults({ quality: 75 }, false);
    expect([store.getSavedDefaultsIn(), heard]).toEqual([false, 3]);
  });
});
