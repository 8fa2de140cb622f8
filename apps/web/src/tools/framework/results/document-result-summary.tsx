import { LockKeyhole } from "lucide-react";
import { formatBytes } from "@squish/shared/format-bytes";
import { reductionBadge, savingsPercent } from "@squish/shared/compression";
import type { ToolResult } from "../file-item.ts";
import { SavingBadge } from "./saving-badge.tsx";

interface DocumentResultSummaryProps {
  originalSize: number;
  result: ToolResult;
  keptText?: ((size: string) => string) | undefined;
}

const KEPT_BY_DEFAULT = (size: string) =>
  `Already as small as it gets: the compressed file would not be smaller, so the original (${size}) is kept.`;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * A document's result: sizes and saving, its pages, what became of its images (re-encoded,
 * brought down to a lower resolution, or kept and why), whether its encryption stayed, and the
 * engine's own notes of what it did. A result that was not smaller, or failed the check of every
 * page and word, is the original, and the notes say which.
 */
export function DocumentResultSummary({
  originalSize,
  result,
  keptText = KEPT_BY_DEFAULT,
}: DocumentResultSummaryProps) {
  const facts = result.document;
  return (
    <div className="space-y-1 text-xs" data-testid={result.keptOriginal ? undefined : "result-summary"}>
      {result.keptOriginal ? (
        <p className="rounded-md bg-muted px-2 py-1.5" data-testid="kept-original">
          {keptText(formatBytes(originalSize))}
        </p>
      ) : (
        <Saving originalSize={originalSize} size={result.size} />
      )}
      {facts && (
        <>
          <p className="text-muted-foreground" data-testid="document-facts">
            {plural(facts.pages, "page")} · {imagesLine(facts.images)}
          </p>
          <KeptReasons kept={facts.images.kept} />
          {facts.encrypted && (
            <p className="flex items-start gap-1 text-muted-foreground" data-testid="encryption-kept">
              <LockKeyhole className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              Encryption kept: it opens with the same password and keeps its permissions.
            </p>
          )}
          <details className="group text-muted-foreground" open={result.keptOriginal}>
            <summary className="cursor-pointer rounded-sm outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring">
              What was done
            </summary>
            <ul className="mt-1 list-disc space-y-0.5 pl-4" data-testid="document-notes">
              {facts.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </details>
        </>
      )}
    </div>
  );
}

function Saving({ originalSize, size }: { originalSize: number; size: number }) {
  const saving = savingsPercent(originalSize, size);
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="text-muted-foreground line-through">{formatBytes(originalSize)}</span>
      <span className="font-semibold">{formatBytes(size)}</span>
      <SavingBadge percent={saving} />
      <span className="rounded-full bg-primary/10 px-2 py-0.5 text-primary">{reductionBadge(saving)}</span>
    </div>
  );
}

/** Why images were left as they were, so a small saving explains itself. */
function KeptReasons({ kept }: { kept: Record<string, number> }) {
  const reasons = Object.entries(kept);
  if (reasons.length === 0) return null;
  return (
    <p className="text-muted-foreground" data-testid="kept-reasons">
      Kept as they were: {reasons.map(([reason, count]) => `${reason} (${count})`).join("; ")}.
    </p>
  );
}

/** "8 images: 6 re-encoded (4 at a lower resolution), 2 kept as they were". */
function imagesLine(images: NonNullable<ToolResult["document"]>["images"]): string {
  if (images.found === 0) return "no images";
  const kept = Object.values(images.kept).reduce((sum, count) => sum + count, 0);
  const parts = [`${images.reencoded} re-encoded`];
  if (images.downsampled > 0) parts[0] += ` (${images.downsampled} at a lower resolution)`;
  if (kept > 0) parts.push(`${kept} kept as ${kept === 1 ? "it was" : "they were"}`);
  return `${plural(images.found, "image")}: ${parts.join(", ")}`;
}
