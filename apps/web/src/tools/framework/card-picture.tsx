import { FileText, LockKeyhole } from "lucide-react";
import { isPictureResult, type FileItem } from "./file-item.ts";

/** Pages of a document, from its result or, before that, from what was read when it was added. */
export function documentPages(item: FileItem<unknown>): number | undefined {
  const probed = item.probe.document;
  return item.result?.document?.pages ?? (probed && !probed.locked ? probed.facts.pages : undefined);
}

/**
 * The picture on a file's card. A picture result shows itself; otherwise the small copy made off
 * the main thread (for a document, its first page) or, until then, a placeholder. Documents are
 * shown whole on the card's backdrop (their page count is in the card's text), with a lock when
 * only a password would let us read them.
 */
export function CardPicture({ item }: { item: FileItem<unknown> }) {
  const result = item.status === "completed" ? item.result : undefined;
  const isDocument = item.probe.document !== undefined || item.probe.format === "pdf" || result?.kind === "document";
  const picture = result && isPictureResult(result) ? result.url : (item.thumbnail ?? null);
  const locked = item.probe.document?.locked === true && !result;
  return (
    <>
      {picture ? (
        <img
          src={picture}
          alt=""
          className={
            isDocument
              ? "absolute inset-0 m-auto max-h-[calc(100%-1.5rem)] max-w-[calc(100%-1.5rem)] bg-white shadow-md"
              : "absolute inset-0 size-full object-cover"
          }
          draggable={false}
        />
      ) : isDocument ? (
        <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-muted-foreground">
          <FileText className="size-10" aria-hidden="true" />
          <span className="text-xs font-medium">PDF</span>
        </span>
      ) : (
        <span className="absolute inset-0 grid place-items-center text-xs text-muted-foreground">
          {item.probe.format?.toUpperCase() ?? "Image"}
        </span>
      )}
      {locked && (
        <span
          className="absolute bottom-2 right-2 inline-flex items-center gap-1 rounded-full bg-background/90 px-2 py-0.5 text-xs font-medium text-foreground"
          data-testid="locked-badge"
        >
          <LockKeyhole className="size-3" aria-hidden="true" /> Password protected
        </span>
      )}
    </>
  );
}
