import { useEffect, useState } from "react";
import { lazyPart } from "@/lib/lazy-part.tsx";
import type * as AfterFiles from "./after-files.ts";

/**
 * The tool page's parts that only files need, loaded on demand (record 0033): the file grid and
 * cards (after-files.ts), the bulk compressor's table (with its virtual list), and the compare
 * viewer (a full-screen dialog with zoom and pan).
 */
let afterFiles: Promise<typeof AfterFiles> | null = null;
let loadedAfterFiles: typeof AfterFiles | null = null;

function loadAfterFiles(): Promise<typeof AfterFiles> {
  afterFiles ??= import("./after-files.ts").then(
    (module) => (loadedAfterFiles = module),
    (error: unknown) => {
      // Offline before the tool was kept, or a new deployment: the next file tries again.
      afterFiles = null;
      throw error;
    },
  );
  return afterFiles;
}

/** For the drop zone's hover, focus and drag: the grid is ready by the time files arrive. */
export function preloadAfterFiles(): void {
  loadAfterFiles().catch(() => {});
}

export interface AfterFilesParts {
  /** The grid's components, or null while their code loads (or after it failed). */
  parts: typeof AfterFiles | null;
  /** The code could not be fetched (offline before the tool was kept, or a new version). */
  failed: boolean;
  retry(): void;
}

/**
 * The file grid's components once they are needed. Not React.lazy: a lazy component suspends on
 * its first render even when its code is already here, and React holds a revealed boundary back
 * (about 300 ms), which would delay the first cards and the queue. A failed fetch is reported so
 * the page can say so and offer to try again; more files arriving try again too.
 */
export function useAfterFiles(needed: boolean, fileCount: number): AfterFilesParts {
  const [, setLoaded] = useState<typeof AfterFiles | null>(loadedAfterFiles);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!needed || loadedAfterFiles) return;
    let current = true;
    loadAfterFiles().then(
      (module) => {
        if (!current) return;
        setFailed(false);
        setLoaded(module);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [needed, fileCount, attempt]);
  return {
    parts: needed ? loadedAfterFiles : null,
    failed: needed && failed && !loadedAfterFiles,
    retry: () => setAttempt((n) => n + 1),
  };
}

export const TableLayout = lazyPart(async () => (await import("./table/table-layout.tsx")).TableLayout, {
  what: "the results table",
});
/** Quiet on failure: the page closes the viewer and says why (onLoadError). */
export const CompareViewer = lazyPart(async () => (await import("./compare/compare-viewer.tsx")).CompareViewer);
