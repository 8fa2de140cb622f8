import { ChevronLeft, ChevronRight } from "lucide-react";
import { savingsPercent } from "@squish/shared/compression";
import { formatBytes } from "@squish/shared/format-bytes";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { BeforeAfterSlider } from "../framework/compare/before-after-slider.tsx";
import { isDone } from "../framework/file-item.ts";
import { originalUrl } from "../framework/original-url.ts";
import type { PreviewDialogProps } from "../framework/tool-definition.ts";
import type { PngFileOptions, PngSettings } from "./png-settings.ts";

/**
 * 'PNG Optimizer Preview': one file large, with its sizes and details, and the before/after slider
 * once it is optimized. Left and right arrows move between files; Escape closes.
 */
export function PngPreviewDialog({ items, index, onIndexChange }: PreviewDialogProps<PngSettings, PngFileOptions>) {
  const item = index === null ? undefined : items[index];
  const move = (step: number) => {
    if (index === null || items.length === 0) return;
    onIndexChange((index + step + items.length) % items.length);
  };
  const optimized = item !== undefined && isDone(item);
  const resultSize = optimized ? item.result!.size : undefined;
  return (
    <Dialog open={item !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <DialogContent
        // Title, description, picture, details, buttons. A grid keeps within its max-height by
        // shrinking the flexible row, so only the picture gives way and the buttons stay on screen;
        // dvh is the height actually visible on phones, between the browser's bars.
        className="max-h-[calc(100dvh-2rem)] max-w-4xl grid-rows-[auto_auto_minmax(0,1fr)_auto_auto] gap-3 overflow-y-auto p-4 sm:gap-4 sm:p-6"
        data-testid="png-preview"
        // Arrow keys move between files, so focus starts on the dialog, not on the comparison slider.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
        tabIndex={-1}
        // The page gives focus back to the card's preview button (use-return-focus.ts); Radix's own
        // return would move it first, to whatever had focus at opening. One move, not two racing.
        onCloseAutoFocus={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          if (event.target instanceof HTMLInputElement) return;
          if (event.key === "ArrowRight") move(1);
          if (event.key === "ArrowLeft") move(-1);
        }}
      >
        <DialogTitle>PNG Optimizer Preview</DialogTitle>
        {item && (
          <>
            <DialogDescription>
              {item.name} ({index! + 1} of {items.length})
            </DialogDescription>
            {optimized ? (
              <BeforeAfterSlider originalUrl={originalUrl(item.file)} resultUrl={item.result!.url} name={item.name} />
            ) : (
              // The row's height is definite once the grid has fitted it, so the picture can scale down to it.
              <div className="flex max-h-[70dvh] min-h-0 items-center justify-center overflow-hidden rounded-lg bg-muted [background-image:repeating-conic-gradient(#8882_0_25%,transparent_0_50%)] [background-size:16px_16px]">
                <img src={originalUrl(item.file)} alt={item.name} className="max-h-full max-w-full object-contain" />
              </div>
            )}
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3" data-testid="png-preview-details">
              <Detail term="Original size" value={formatBytes(item.originalSize)} />
              <Detail
                term="Optimized size"
                value={resultSize === undefined ? "Not optimized yet" : formatBytes(resultSize)}
              />
              <Detail
                term="Size reduction"
                value={resultSize === undefined ? "-" : `${savingsPercent(item.originalSize, resultSize)}%`}
              />
              <Detail term="Format" value="PNG" />
              <Detail term="Status" value={optimized ? "Optimized" : "Original"} />
              <Detail
                term="Space saved"
                value={resultSize === undefined ? "-" : formatBytes(Math.max(0, item.originalSize - resultSize))}
              />
            </dl>
            <div className="flex justify-between">
              <Button variant="outline" onClick={() => move(-1)} disabled={items.length < 2}>
                <ChevronLeft aria-hidden="true" /> Previous
              </Button>
              <Button variant="outline" onClick={() => move(1)} disabled={items.length < 2}>
                Next <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
