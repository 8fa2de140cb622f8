import { applyRenamePattern, RENAME_TOKENS } from "@squish/shared/chain";
import type { RenameDraft } from "./step-drafts.ts";

const TOKEN_HINTS: Record<(typeof RENAME_TOKENS)[number], string> = {
  name: "the original name",
  width: "width in pixels",
  height: "height in pixels",
  format: "the new extension",
  n: "position in the batch",
};

/** The name pattern, the words it may use (buttons that add them), and an example. */
export function RenamePanel({
  draft,
  onChange,
  idPrefix,
}: {
  draft: RenameDraft;
  onChange(next: Partial<RenameDraft>): void;
  idPrefix: string;
}) {
  const example = applyRenamePattern(draft.pattern, { name: "beach", width: 1600, height: 1067, format: "webp", n: 1 });
  return (
    <div className="space-y-2">
      <label htmlFor={`${idPrefix}-pattern`} className="text-sm font-medium">
        Name pattern
      </label>
      <input
        id={`${idPrefix}-pattern`}
        value={draft.pattern}
        maxLength={120}
        spellCheck={false}
        aria-describedby={`${idPrefix}-example`}
        onChange={(event) => onChange({ pattern: event.target.value })}
        className="h-9 w-full rounded-md border border-input bg-background px-2 font-mono text-sm focus-visible:outline-2 focus-visible:outline-ring"
      />
      <div className="flex flex-wrap gap-1" role="group" aria-label="Add a word to the pattern">
        {RENAME_TOKENS.map((token) => (
          <button
            key={token}
            type="button"
            title={TOKEN_HINTS[token]}
            aria-label={`Add {${token}}: ${TOKEN_HINTS[token]}`}
            onClick={() => onChange({ pattern: `${draft.pattern}{${token}}` })}
            className="rounded border px-1.5 py-0.5 font-mono text-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            {`{${token}}`}
          </button>
        ))}
      </div>
      <p id={`${idPrefix}-example`} className="text-xs text-muted-foreground">
        beach.jpg becomes <span className="font-mono">{example}.webp</span> (the extension follows the format).
      </p>
    </div>
  );
}
