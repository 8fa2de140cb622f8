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

  /** Saved defaults arrived (or changed): used unless the person already chose. */
  applyDefaults(value: S): void {
    if (!this.touched) this.set(value);
  }

  /** A failed save shows the stored value again, without counting as the person's choice. */
  revert(change: Partial<S>): void {
    this.set({ ...this.value, ...change });
  }

  private set(value: S): void {
    this.value = value;
    this.listeners.forEach((listener) => listener());
  }
}
