import { Pencil } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";

interface InlineRenameProps {
  name: string;
  onRename(name: string): void;
}

/** A file's name that becomes a field on click: Enter confirms, Escape cancels, blur confirms. */
export function InlineRename({ name, onRename }: InlineRenameProps) {
  const [draft, setDraft] = useState<string | null>(null);
  // Escape then the field's removal may also blur it: only the first ending counts.
  const ended = useRef(false);
  // Enter and Escape put focus back on the name, so the keyboard user stays on this card.
  const refocus = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (draft === null && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [draft]);

  if (draft === null) {
    return (
      <button
        ref={button}
        type="button"
        className="group flex min-w-0 max-w-full items-center gap-1 rounded text-left text-sm font-medium hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
        onClick={() => {
          ended.current = false;
          setDraft(name);
        }}
        title={`Rename ${name}`}
      >
        <span className="truncate">{name}</span>
        <Pencil className="size-3 shrink-0 opacity-50 group-hover:opacity-100" aria-hidden="true" />
        <span className="sr-only">Rename</span>
      </button>
    );
  }

  const finish = (commit: boolean, byKey = false) => {
    if (ended.current) return;
    ended.current = true;
    refocus.current = byKey;
    // Empty or unchanged names are ignored by the session.
    if (commit) onRename(draft);
    setDraft(null);
  };

  return (
    <Input
      autoFocus
      aria-label="New file name"
      value={draft}
      className="h-8 text-sm"
      onChange={(event) => setDraft(event.target.value)}
      onFocus={(event) => {
        const dot = event.target.value.lastIndexOf(".");
        event.target.setSelectionRange(0, dot > 0 ? dot : event.target.value.length);
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          // Focus returns to the name button during this key press; without this, the same Enter
          // would press that button and open the field again.
          event.preventDefault();
          finish(true, true);
        }
        if (event.key === "Escape") {
          event.stopPropagation();
          finish(false, true);
        }
      }}
      onBlur={() => finish(true)}
    />
  );
}
