import { ArrowDown, ArrowUp, ChevronDown, GripVertical, X } from "lucide-react";
import type { DragEvent, KeyboardEvent, Ref } from "react";
import { cn } from "@/lib/cn";
import { describeStep } from "./describe-chain.ts";
import { draftToStep } from "./step-adapters.ts";
import { STEP_NAMES, type StepDraft } from "./step-drafts.ts";
import { StepOptions } from "./step-options.tsx";

export interface StepRowProps {
  draft: StepDraft;
  index: number;
  count: number;
  expanded: boolean;
  onToggle(): void;
  onChange(next: StepDraft): void;
  onRemove(): void;
  /** To a 0-based position; the editor clamps it. */
  onMove(to: number): void;
  aspect: number | undefined;
  /** Drag and drop with the mouse: the editor holds which row is dragged and which is under it. */
  drag: {
    dragging: boolean;
    over: "before" | "after" | null;
    onStart(event: DragEvent<HTMLElement>): void;
    onOver(event: DragEvent<HTMLLIElement>): void;
    onDrop(event: DragEvent<HTMLLIElement>): void;
    onEnd(): void;
  };
  toggleRef: Ref<HTMLButtonElement>;
}

const iconButton =
  "grid w-7 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-40";

/**
 * One step of the chain: a header that opens its options, with a handle to drag it, buttons to
 * move it up or down or remove it, and Alt+Arrow keys anywhere in the row (outside its fields) to move it.
 */
export function StepRow({
  draft,
  index,
  count,
  expanded,
  onToggle,
  onChange,
  onRemove,
  onMove,
  aspect,
  drag,
  toggleRef,
}: StepRowProps) {
  const name = STEP_NAMES[draft.op];
  const result = draftToStep(draft);
  const summary = !result.ok
    ? result.error
    : draft.op === "watermark"
      ? `“${draft.mark.text.trim()}”`
      : describeStep(result.step);
  const panelId = `ws-${draft.id}-options`;
  const place = `${name} (step ${index + 1})`;
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    // A field keeps its own Alt+Arrow (a menu opens a list with it).
    if ((event.target as HTMLElement).closest("input, select, textarea")) return;
    event.preventDefault();
    onMove(index + (event.key === "ArrowUp" ? -1 : 1));
  };
  return (
    <li
      data-testid="chain-step"
      data-op={draft.op}
      onKeyDown={onKeyDown}
      onDragOver={drag.onOver}
      onDrop={drag.onDrop}
      className={cn(
        "relative rounded-lg border bg-background",
        drag.dragging && "opacity-50",
        !result.ok && "border-destructive/60",
        drag.over === "before" &&
          "before:absolute before:inset-x-0 before:-top-1.5 before:h-0.5 before:rounded before:bg-primary",
        drag.over === "after" &&
          "after:absolute after:inset-x-0 after:-bottom-1.5 after:h-0.5 after:rounded after:bg-primary",
      )}
    >
      <div className="flex items-center gap-0.5 p-1">
        <span
          draggable
          onDragStart={drag.onStart}
          onDragEnd={drag.onEnd}
          title="Drag to move this step"
          aria-hidden="true"
          data-testid="drag-handle"
          className="grid h-8 w-5 shrink-0 cursor-grab place-items-center text-muted-foreground active:cursor-grabbing"
        >
          <GripVertical className="size-4" />
        </span>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
          onClick={onToggle}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1 py-1 text-left focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span className="grid size-5 shrink-0 place-items-center rounded-full bg-muted text-xs font-medium tabular-nums">
            {index + 1}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-medium">{name}</span>
            <span
              className={cn(
                "line-clamp-2 text-xs break-words",
                result.ok ? "text-muted-foreground" : "text-destructive",
              )}
              data-testid="step-summary"
            >
              {summary}
            </span>
          </span>
          <ChevronDown
            className={cn("size-4 shrink-0 transition-transform", expanded && "rotate-180")}
            aria-hidden="true"
          />
        </button>
        {/* Stacked, so the step's summary keeps the row's width in the narrow side column. */}
        <div className="flex shrink-0 flex-col">
          <button
            type="button"
            className={cn(iconButton, "h-6")}
            aria-label={`Move ${place} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={cn(iconButton, "h-6")}
            aria-label={`Move ${place} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </button>
        </div>
        <button type="button" className={cn(iconButton, "h-7")} aria-label={`Remove ${place}`} onClick={onRemove}>
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div id={panelId} hidden={!expanded} className="border-t p-3" role="group" aria-label={`${name} options`}>
        {expanded && <StepOptions draft={draft} onChange={onChange} aspect={aspect} />}
      </div>
    </li>
  );
}
