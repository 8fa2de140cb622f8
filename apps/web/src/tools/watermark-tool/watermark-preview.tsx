import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Spinner } from "@/components/ui/spinner";
import { enginePool } from "../framework/engine-pool.ts";
import type { FileItem } from "../framework/file-item.ts";
import type { MainEditorProps } from "../framework/tool-definition.ts";
import { watermarkReady, watermarkStep } from "../steps/watermark/watermark-options.ts";
import type { WatermarkFileOptions, WatermarkToolSettings } from "./watermark-settings.ts";

const PREVIEW_SIZE = 1024;
const DEBOUNCE_MS = 150;

/** A smaller copy of the file, made once by the engine, that previews are drawn on. */
const previewCopies = new WeakMap<File, Promise<Uint8Array>>();

function previewCopy(file: File): Promise<Uint8Array> {
  let copy = previewCopies.get(file);
  if (!copy) {
    copy = file.arrayBuffer().then(async (buffer) => {
      const result = await enginePool().run(new Uint8Array(buffer), {
        kind: "image",
        steps: [{ op: "resize", width: PREVIEW_SIZE, height: PREVIEW_SIZE }],
        output: { format: "png", options: { level: 0 } },
        firstFrame: true,
      });
      return result.bytes;
    });
    previewCopies.set(file, copy);
  }
  return copy;
}

/**
 * The live preview: the real engine draws the watermark on a smaller copy of the selected picture
 * (the same code the result uses, so what you see is what you get). Click or drag on it to place
 * the mark there; arrow keys move it when the preview has focus.
 */
export function WatermarkPreview({
  items,
  selected,
  onSelect,
  settings,
  onSettingsChange,
}: MainEditorProps<WatermarkToolSettings, WatermarkFileOptions>) {
  const [url, setUrl] = useState<string | null>(null);
  // What the picture on screen was drawn for: while it differs from the file and mark chosen now
  // (through the pause before drawing, too), the preview is busy and says so.
  const [drawnFor, setDrawnFor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dragging = useRef(false);
  const { mark } = settings;

  const wanted = selected ? JSON.stringify([selected.id, mark]) : null;
  const busy = wanted !== null && drawnFor !== wanted;

  useEffect(() => {
    if (!selected) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const source = await previewCopy(selected.file);
        const steps = watermarkReady(mark) ? [watermarkStep(mark)] : [];
        const result = await enginePool().run(
          source.slice(),
          { kind: "image", steps, output: { format: "webp", options: { quality: 85 } } },
          { signal: controller.signal },
        );
        const next = URL.createObjectURL(new Blob([result.bytes as Uint8Array<ArrayBuffer>], { type: "image/webp" }));
        setUrl((old) => {
          if (old) URL.revokeObjectURL(old);
          return next;
        });
        setError(null);
        setDrawnFor(JSON.stringify([selected.id, mark]));
      } catch (problem) {
        if (controller.signal.aborted) return;
        setError((problem as Error).message);
        setDrawnFor(JSON.stringify([selected.id, mark]));
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [selected, mark]);

  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const place = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    const y = Math.min(1, Math.max(0, (event.clientY - box.top) / box.height));
    onSettingsChange({ mark: { ...mark, position: "custom", x: round(x), y: round(y) } });
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 0.05 : 0.01;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[
      event.key
    ];
    if (!delta) return;
    event.preventDefault();
    const start = mark.position === "custom" ? { x: mark.x, y: mark.y } : { x: 0.5, y: 0.5 };
    onSettingsChange({
      mark: {
        ...mark,
        position: "custom",
        x: round(Math.min(1, Math.max(0, start.x + delta[0]!))),
        y: round(Math.min(1, Math.max(0, start.y + delta[1]!))),
      },
    });
  };

  return (
    <section
      aria-labelledby="preview-heading"
      className="space-y-3 rounded-xl border bg-card p-4"
      data-testid="watermark-preview"
      aria-busy={busy}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="preview-heading" className="font-semibold">
          Preview
        </h2>
        {busy && <Spinner />}
        <span className="ml-auto text-xs text-muted-foreground">Click or drag on the picture to place the mark.</span>
      </div>
      <div
        role="application"
        tabIndex={0}
        aria-label="Watermark preview. Arrow keys move the mark; Shift moves it faster."
        className="relative mx-auto w-fit max-w-full touch-none select-none overflow-hidden rounded-lg bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
          place(event);
        }}
        onPointerMove={(event) => dragging.current && place(event)}
        onPointerUp={() => (dragging.current = false)}
        onKeyDown={onKey}
      >
        {url ? (
          <img
            src={url}
            alt={`${selected?.name ?? "Picture"} with the watermark`}
            className="block max-h-[60vh] max-w-full"
            draggable={false}
          />
        ) : (
          <div className="grid h-48 w-72 place-items-center text-sm text-muted-foreground">Preparing the preview…</div>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {items.length > 1 && <Thumbnails items={items} selected={selected} onSelect={onSelect} />}
    </section>
  );
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function Thumbnails({
  items,
  selected,
  onSelect,
}: {
  items: readonly FileItem<WatermarkFileOptions>[];
  selected: FileItem<WatermarkFileOptions> | undefined;
  onSelect(id: string): void;
}) {
  return (
    <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Choose the picture to preview">
      {items.map((item) => (
        <li key={item.id} className="shrink-0">
          <button
            type="button"
            aria-pressed={item.id === selected?.id}
            aria-label={`Preview ${item.name}`}
            onClick={() => onSelect(item.id)}
            className="block size-14 overflow-hidden rounded-md border-2 border-transparent bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-pressed:border-primary"
          >
            {item.thumbnail && <img src={item.thumbnail} alt="" className="size-full object-cover" />}
          </button>
        </li>
      ))}
    </ul>
  );
}
