import { Dialog as DialogPrimitive } from "radix-ui";
import { ViewerContent, type CompareSide } from "./viewer-content.tsx";

export interface CompareViewerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The file name, shown in the title as "Compare: {name}". */
  name: string;
  original: CompareSide;
  /** May have fewer pixels than the original (resized); it is still drawn at the same size. */
  result: CompareSide;
  /** The tool's name for the result: its done label ("Compressed", "Resized"). */
  resultLabel: string;
}

/**
 * A full-screen before/after viewer: side by side, overlay and split on wide screens, a toggle
 * on narrow ones, with zoom, pan and pinch. Controlled: the parent owns `open`, and gives focus
 * back to whatever opened the viewer when it closes (the viewer leaves focus alone).
 */
export function CompareViewer({ open, onOpenChange, resultLabel, ...content }: CompareViewerProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        {/* The overlay is what locks page scrolling while the viewer is open. */}
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-background" />
        {/* Mounted only while open, so each opening starts fresh, fitted and in the default mode. */}
        <ViewerContent resultLabel={resultLabel} {...content} />
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
