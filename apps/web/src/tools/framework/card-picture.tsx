import { FileText, LockKeyhole } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { isPictureResult, type FileItem } from "./file-item.ts";

/** The card's picture box is 4:3; a picture wider than that fills its width, a taller one its height. */
const BOX_RATIO = 4 / 3;

/** Transparent pixels show as a checkerboard, on the picture only (not on the box around it). */
const CHECKERBOARD =
  "bg-muted [background-image:repeating-conic-gradient(#8881_0_25%,transparent_0_50%)] [background-size:16px_16px]";

/**
 * A picture shown whole, as large as the card's box allows, centred: cropping it to the box hid
 * its edges, where a watermark or a crop's result lives. Its shape is known once it has loaded.
 */
function WholePicture({ src }: { src: string }) {
  const [shape, setShape] = useState<{ src: string; wide: boolean } | null>(null);
  const wide = shape?.src === src ? shape.wide : null;
  return (
    <img
      src={src}
      alt=""
      data-testid="card-picture"
      onLoad={(event) => {
        const { naturalWidth, naturalHeight } = event.currentTarget;
        setShape({ src, wide: naturalWidth >= naturalHeight * BOX_RATIO });
      }}
      className={cn(
        "absolute inset-0 m-auto",
        CHECKERBOARD,
        wide === null ? "size-full object-contain opacity-0" : wide ? "h-auto w-full" : "h-full w-auto",
      )}
      draggable={false}
    />
  );
}

/** Pages of a document, from its result or, before that, from what was read when it was added. */
export function documentPages(item: FileItem<unknown>): number | undefined {
  const probed = item.probe.document;
  return item.result?.document?.pages ?? (probed && !probed.locked ? probed.facts.pages : undefined);
}

/**
 * The picture on a file's card. A picture result shows itself, whole; otherwise the small copy made
 * off the main thread (for a document, its first page) or, until then, a placeholder. Documents are
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
      {picture && isDocument ? (
        <img
          src={picture}
          alt=""
          className="absolute inset-0 m-auto max-h-[calc(100%-1.5rem)] max-w-[calc(100%-1.5rem)] bg-white shadow-md"
          draggable={false}
        />
      ) : picture ? (
        <WholePicture src={picture} />
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
