/**
 * The files that failed, each with its reason, so none is lost in a hundred rows: a retry for
 * each (and for all) when trying again can help; a damaged file says so and offers removal; a
 * PDF that needs its password gets the password field, whose button is its only way to try again.
 */
import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DocumentPasswordForm } from "../document-password-form.tsx";
import type { FileItem } from "../file-item.ts";
import { passwordFailure } from "../password-failure.ts";

interface FailedFilesProps {
  items: readonly FileItem<unknown>[];
  onRetry(id: string): void;
  onRetryAll(): void;
  onRemove(id: string): void;
  /** Keeps the typed password in the file's options and tries the file again with it. */
  onPassword(id: string, password: string): void;
}

export function FailedFiles({ items, onRetry, onRetryAll, onRemove, onPassword }: FailedFilesProps) {
  const failed = items.filter((item) => item.status === "error");
  if (failed.length === 0) return null;
  const retryable = failed.filter((item) => retriable(item));
  return (
    <section
      aria-labelledby="failed-heading"
      className="space-y-2 rounded-xl border border-destructive/40 bg-destructive/5 p-4"
      data-testid="failed-files"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="failed-heading" className="font-semibold">
          {failed.length} {failed.length === 1 ? "file" : "files"} failed
        </h3>
        <p className="text-sm text-muted-foreground">The rest of the batch went on without them.</p>
        {retryable.length > 1 && (
          <Button size="sm" variant="outline" className="ml-auto" onClick={onRetryAll}>
            <RotateCcw aria-hidden="true" /> Retry all
          </Button>
        )}
      </div>
      <ul className="space-y-1 text-sm">
        {failed.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="failed-file">
            <span className="font-medium">{item.folder ? `${item.folder}/${item.name}` : item.name}</span>
            <span className="text-destructive">{item.error}</span>
            <span className="ml-auto flex gap-1">
              {passwordFailure(item) ? null : item.retryable !== false ? (
                <Button size="sm" variant="ghost" onClick={() => onRetry(item.id)} aria-label={`Retry ${item.name}`}>
                  Retry
                </Button>
              ) : (
                <Button size="sm" variant="ghost" onClick={() => onRemove(item.id)} aria-label={`Remove ${item.name}`}>
                  Remove
                </Button>
              )}
            </span>
            {passwordFailure(item) && (
              <div className="basis-full sm:max-w-sm">
                <DocumentPasswordForm
                  wrong={passwordFailure(item) === "wrong"}
                  action="Try again"
                  onSubmit={(password) => onPassword(item.id, password)}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A plain retry can help: not a damaged file, nor one waiting for its password. */
export function retriable(item: FileItem<unknown>): boolean {
  return item.retryable !== false && passwordFailure(item) === null;
}
