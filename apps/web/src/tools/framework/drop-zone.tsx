import { FilePlus, FolderOpen, ImagePlus, Upload } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { filesFromDataTransfer } from "./read-dropped-files.ts";
import type { ToolTexts } from "./tool-definition.ts";

interface DropZoneProps {
  texts: ToolTexts;
  /** The file picker's accept attribute, such as ".jpg,.jpeg,image/jpeg". */
  accept: string;
  onFiles(files: File[]): void;
  /** Offer "Choose Folder" too (the bulk compressor keeps folders inside its ZIP). */
  folders?: boolean;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * Where files come in: drag and drop (folders too), the picker, and paste from the clipboard
 * anywhere on the page. Nothing is read here; the files go straight to the intake rules.
 */
export function DropZone({ texts, accept, onFiles, folders = false }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  // Tools whose files are not pictures (PDFs) name them, and get a file icon rather than a picture's.
  const unit = texts.unit ?? "images";
  const AddIcon = texts.unit ? FilePlus : ImagePlus;

  useEffect(() => {
    function onPaste(event: ClipboardEvent) {
      if (isTyping(event.target) || !event.clipboardData) return;
      const files = [...event.clipboardData.files];
      if (files.length === 0) return;
      event.preventDefault();
      onFiles(files);
    }
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, [onFiles]);

  function onDragEnter(event: DragEvent) {
    if (!event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    depth.current++;
    setDragging(true);
  }

  function onDragLeave() {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  }

  async function onDrop(event: DragEvent) {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    onFiles(await filesFromDataTransfer(event.dataTransfer));
  }

  return (
    <section
      aria-label="Add files"
      data-testid="drop-zone"
      onDragEnter={onDragEnter}
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={onDragLeave}
      onDrop={(event) => void onDrop(event)}
      className={cn(
        "flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors",
        dragging ? "border-primary bg-primary/5" : "border-border bg-card",
      )}
    >
      <span className="grid size-14 place-items-center rounded-full bg-primary/10 text-primary">
        {dragging ? (
          <Upload className="size-7" aria-hidden="true" />
        ) : (
          <AddIcon className="size-7" aria-hidden="true" />
        )}
      </span>
      <h2 className="text-xl font-semibold">{dragging ? texts.dropActive : texts.dropHeading}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{texts.dropHint}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button type="button" size="lg" onClick={() => input.current?.click()}>
          {texts.chooseButton}
        </Button>
        {folders && (
          <Button type="button" size="lg" variant="outline" onClick={() => folderInput.current?.click()}>
            <FolderOpen aria-hidden="true" /> Choose Folder
          </Button>
        )}
      </div>
      <p className="text-xs text-muted-foreground">You can also paste {unit} or drop a whole folder.</p>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={texts.chooseButton}
        data-testid="tool-file-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      {folders && (
        <input
          ref={folderInput}
          type="file"
          multiple
          // A folder and its subfolders; each file carries its path inside it (webkitRelativePath).
          {...{ webkitdirectory: "" }}
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose Folder"
          data-testid="tool-folder-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            if (files.length > 0) onFiles(files);
          }}
        />
      )}
    </section>
  );
}
