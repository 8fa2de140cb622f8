/**
 * A tool page's settings, held by its session so timers, the queue and the recipe always read the
 * current values, while React reads snapshots (useSyncExternalStore). `touched` tells whether the
 * person changed anything, so late-arriving saved defaults never overwrite their choice.
 */
export class SettingsStore<S extends object> {
  private listeners = new Set<() => void>();
  touched = false;

  constructor(private value: S) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.value;

  update(change: Partial<S>): void {
    this.touched = true;
    this.set({ ...this.value, ...change });
  }

  /**
   * Whether a signed-in person's saved defaults have reached the store (used, or passed over for
   * the person's own choice). The page shows it, so whoever drives the page (the browser suites)
   * can wait for it instead of for a while.
   */
  private savedDefaultsIn = false;
  readonly getSavedDefaultsIn = () => this.savedDefaultsIn;

  /** Defaults arrived (or changed): used unless the person already chose. `saved`: the person's own. */
  applyDefaults(value: S, saved = false): void {
    const changed = saved !== this.savedDefaultsIn;
    this.savedDefaultsIn = saved;
    if (!this.touched) this.set(value);
    else if (changed) this.notify();
  }

  /** A failed save shows the stored value again, without counting as the person's choice. */
  revert(change: Partial<S>): void {
    this.set({ ...this.value, ...change });
  }

  private set(value: S): void {
    this.value = value;
    this.notify();
  }

  private notify(): void {
    this.listeners.forEach((listener) => listener());
  }
}
