/**
 * Parts of a page whose code loads on demand (record 0033). When that code cannot be fetched
 * (offline before it was kept, or a new version of the site replaced the files), React.lazy would
 * keep the failure for good and pass it to the route's error page, which takes the rest of the
 * page, and any files in it, with it. Here the failure stays inside the part: a visible part says
 * so in one line with "Try again", an invisible one renders nothing, and `onError` lets a dialog
 * close itself with a toast instead. Trying again loads the code afresh.
 */
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated.ts";

interface BoundaryProps {
  /** What failed to load, for the sentence ("the results table"); none: render nothing. */
  what?: string;
  onRetry(): void;
  onError?(): void;
  children: ReactNode;
}

class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError?.();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!this.props.what) return null;
    return (
      <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
        Couldn't load {this.props.what}. Check your connection, then{" "}
        <button type="button" className="font-medium underline underline-offset-2" onClick={this.props.onRetry}>
          try again
        </button>
        .
      </p>
    );
  }
}

export interface LazyPartOptions {
  what?: string;
}

/**
 * A component whose code comes from `load`, with its own Suspense (nothing while loading). It is
 * never part of a server-rendered page (record 0049): the server renders nothing in its place, and
 * so does the browser while it hydrates that page; it loads right after.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { what }: LazyPartOptions = {},
): ComponentType<P & { onLoadError?: () => void }> {
  const fresh = () => lazy(async () => ({ default: await load() }));
  let Lazy = fresh();
  function LazyPart({ onLoadError, ...props }: P & { onLoadError?: () => void }) {
    const [attempt, setAttempt] = useState(0);
    const hydrated = useHydrated();
    const retry = () => {
      Lazy = fresh();
      setAttempt((n) => n + 1);
    };
    const onError = () => {
      // The next mount (a dialog opened again) loads afresh too.
      Lazy = fresh();
      onLoadError?.();
    };
    if (!hydrated) return null;
    return (
      <LoadBoundary key={attempt} what={what} onRetry={retry} onError={onError}>
        <Suspense fallback={null}>
          <Lazy {...(props as P)} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return LazyPart;
}
