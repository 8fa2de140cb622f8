import { ChevronRight, ExternalLink } from "lucide-react";
import { useState } from "react";
import type { LicenseEntry } from "../../../build/licenses/report.ts";

const KIND_LABELS: Record<LicenseEntry["kind"], string> = {
  package: "JavaScript package",
  webassembly: "WebAssembly",
  font: "Font",
};

/** A licence text in a scrolling box that the keyboard can scroll too. */
export function LicenseText({ text, label }: { text: string; label: string }) {
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3 font-mono text-xs leading-relaxed focus-visible:outline-2 focus-visible:outline-ring"
    >
      {text}
    </pre>
  );
}

/**
 * One component as a disclosure: its name, version and licence, and when opened its licence text.
 * The text is only put on the page once opened; some are 35 KB.
 */
export function LicenseEntryItem({ entry, texts }: { entry: LicenseEntry; texts: Record<string, string> }) {
  const [open, setOpen] = useState(false);
  const title = entry.version ? `${entry.name} ${entry.version}` : entry.name;
  return (
    <details
      className="group rounded-lg border bg-card"
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="flex cursor-pointer list-none items-start gap-3 rounded-lg p-4 hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
          aria-hidden="true"
        />
        <span className="min-w-0 flex-1">
          <span className="font-medium break-words">{title}</span>
          <span className="mt-1 block text-sm text-muted-foreground">
            {KIND_LABELS[entry.kind]}
            {entry.partOf ? `, in ${entry.partOf}` : ""}
          </span>
        </span>
        <span className="shrink-0 rounded-md border bg-background px-2 py-0.5 font-mono text-xs break-all">
          {entry.license}
        </span>
      </summary>
      {open && (
        <div className="space-y-3 border-t p-4">
          {entry.url && (
            <a
              href={entry.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
            >
              Project page <span className="sr-only">of {entry.name}</span>
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          )}
          {entry.textSource === "standard" && (
            <p className="text-sm text-muted-foreground">
              No licence file for it ships with the package; this is the standard text of its licence.
            </p>
          )}
          <LicenseText text={texts[entry.textId] ?? ""} label={`Licence text of ${entry.name}`} />
          {entry.noticeId && texts[entry.noticeId] && (
            <LicenseText text={texts[entry.noticeId] ?? ""} label={`Notice of ${entry.name}`} />
          )}
        </div>
      )}
    </details>
  );
}
