import { Plus } from "lucide-react";
import { useLayoutEffect, useRef, useState, type DragEvent } from "react";
import { CHAIN_STEP_OPS, MAX_CHAIN_STEPS, type ChainStepOp } from "@squish/shared/chain";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { moveStep, newDraft, STEP_LABELS, STEP_NAMES, type StepDraft } from "./step-drafts.ts";
import { StepRow } from "./step-row.tsx";

interface ChainEditorProps {
  steps: readonly StepDraft[];
  onChange(steps: StepDraft[]): void;
  aspect: number | undefined;
}

/**
 * The chain as an ordered list: add a step from the menu, open one to set its options, remove it,
 * and reorder by dragging its handle, with its Move buttons, or with Alt+Arrow keys. Every change
 * of order is announced ("Resize moved to position 2 of 4"), and focus stays on what moved.
 */
export function ChainEditor({ steps, onChange, aspect }: ChainEditorProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<{ id: string; side: "before" | "after" } | null>(null);
  const toggles = useRef(new Map<string, HTMLButtonElement>());
  // Where focus should be after the next render: a moved row's control, or a row after a removal.
  const focusNext = useRef<{ element: Element | null; fallback: string | null } | null>(null);
  const justAdded = useRef<string | null>(null);

  useLayoutEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    const { element, fallback } = wanted;
    // React moves a row's element to reorder it, which can drop its focus: give it back.
    if (element instanceof HTMLElement && element.isConnected && !element.matches(":disabled")) element.focus();
    else if (fallback) toggles.current.get(fallback)?.focus();
  }, [steps]);

  const move = (from: number, to: number) => {
    const target = Math.max(0, Math.min(steps.length - 1, to));
    const draft = steps[from];
    if (!draft || target === from) return;
    focusNext.current = { element: document.activeElement, fallback: draft.id };
    onChange(moveStep(steps, from, target));
    setAnnouncement(`${STEP_NAMES[draft.op]} moved to position ${target + 1} of ${steps.length}`);
  };

  const add = (op: ChainStepOp) => {
    const draft = newDraft(op);
    onChange([...steps, draft]);
    setExpanded((open) => new Set(open).add(draft.id));
    justAdded.current = draft.id;
    setAnnouncement(`${STEP_NAMES[op]} added as step ${steps.length + 1} of ${steps.length + 1}`);
  };

  const remove = (index: number) => {
    const draft = steps[index]!;
    const rest = steps.filter((_, i) => i !== index);
    const neighbour = rest[Math.min(index, rest.length - 1)];
    focusNext.current = { element: null, fallback: neighbour?.id ?? null };
    if (!neighbour) focusNext.current = { element: document.getElementById("ws-add-step"), fallback: null };
    onChange(rest);
    setAnnouncement(`${STEP_NAMES[draft.op]} removed; ${rest.length} ${rest.length === 1 ? "step" : "steps"} left`);
  };

  const dragHandlers = (draft: StepDraft, index: number) => ({
    dragging: dragged === draft.id,
    over: over?.id === draft.id && dragged !== draft.id ? over.side : null,
    onStart(event: DragEvent<HTMLElement>) {
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", draft.id);
      const row = event.currentTarget.closest("li");
      if (row) event.dataTransfer.setDragImage(row, 16, 16);
      setDragged(draft.id);
    },
    onOver(event: DragEvent<HTMLLIElement>) {
      if (dragged === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      const box = event.currentTarget.getBoundingClientRect();
      const side = event.clientY < box.top + box.height / 2 ? "before" : "after";
      if (over?.id !== draft.id || over.side !== side) setOver({ id: draft.id, side });
    },
    onDrop(event: DragEvent<HTMLLIElement>) {
      event.preventDefault();
      const from = steps.findIndex((step) => step.id === dragged);
      setDragged(null);
      setOver(null);
      if (from < 0) return;
      const box = event.currentTarget.getBoundingClientRect();
      const after = event.clientY >= box.top + box.height / 2;
      // The row's place once the dragged one is out of the list.
      const to = (from < index ? index - 1 : index) + (after ? 1 : 0);
      move(from, to);
    },
    onEnd() {
      setDragged(null);
      setOver(null);
    },
  });

  const full = steps.length >= MAX_CHAIN_STEPS;
  return (
    <div className="space-y-3">
      {steps.length === 0 ? (
        <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
          No steps yet. Add one: they run from top to bottom.
        </p>
      ) : (
        <ol className="space-y-2" aria-label="Steps, run from top to bottom" data-testid="chain-steps">
          {steps.map((draft, index) => (
            <StepRow
              key={draft.id}
              draft={draft}
              index={index}
              count={steps.length}
              expanded={expanded.has(draft.id)}
              onToggle={() =>
                setExpanded((open) => {
                  const next = new Set(open);
                  if (!next.delete(draft.id)) next.add(draft.id);
                  return next;
                })
              }
              onChange={(next) => onChange(steps.map((step) => (step.id === draft.id ? next : step)))}
              onRemove={() => remove(index)}
              onMove={(to) => move(index, to)}
              aspect={aspect}
              drag={dragHandlers(draft, index)}
              toggleRef={(element) => {
                if (element) toggles.current.set(draft.id, element);
                else toggles.current.delete(draft.id);
              }}
            />
          ))}
        </ol>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button id="ws-add-step" variant="outline" size="sm" className="w-full" disabled={full}>
            <Plus aria-hidden="true" />
            Add step
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="start"
          onCloseAutoFocus={(event) => {
            // Focus goes to the new step's header, where its options just opened.
            const added = justAdded.current;
            justAdded.current = null;
            const toggle = added ? toggles.current.get(added) : undefined;
            if (toggle) {
              event.preventDefault();
              toggle.focus();
            }
          }}
        >
          {CHAIN_STEP_OPS.map((op) => (
            <DropdownMenuItem key={op} onSelect={() => add(op)}>
              {STEP_LABELS[op]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <p className="text-xs text-muted-foreground">
        {full
          ? `A chain may have at most ${MAX_CHAIN_STEPS} steps.`
          : "Drag a step by its handle, or press Alt+↑ or Alt+↓ on a step, to change the order."}
      </p>
      <p role="status" aria-live="polite" className="sr-only" data-testid="chain-announcer">
        {announcement}
      </p>
    </div>
  );
}
