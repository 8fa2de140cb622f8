import type { ReactNode } from "react";
import { formatBytes } from "@squish/shared/format-bytes";
import { savingsPercent } from "@squish/shared/compression";
import { Spinner } from "@/components/ui/spinner";
import type { FileItem } from "../framework/file-item.ts";
import type { MainEditorProps } from "../framework/tool-definition.ts";
import { useDisplayImage } from "../framework/use-display-image.ts";
import { OUTPUT_LABELS } from "@squish/shared/steps/output";
import { chainProblem } from "./step-adapters.ts";
import type { WorkspaceFileOptions, WorkspaceSettings } from "./chain-settings.ts";
import { useChainPreview, type PreviewOutput } from "./use-chain-preview.ts";

const formatName = (format: string | undefined) =>
  format ? (OUTPUT_LABELS[format as keyof typeof OUTPUT_LABELS] ?? format.toUpperCase()) : "Unknown format";

/**
 * The whole chain on the selected picture, before and after side by side, with both sizes and the
 * result's dimensions and format: what "Run" will make, before running the batch.
 */
export function ChainPreview({
  items,
  selected,
  onSelect,
  settings,
}: MainEditorProps<WorkspaceSettings, WorkspaceFileOptions>) {
  const preview = useChainPreview(selected, settings);
  const problem = chainProblem(settings.steps);
  const output = preview.state === "ready" ? preview.output : preview.state === "working" ? preview.last : null;
  return (
    <section
      aria-labelledby="ws-preview-heading"
      className="space-y-3 rounded-xl border bg-card p-4"
      data-testid="chain-preview"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="ws-preview-heading" className="font-semibold">
          Preview of the chain
        </h2>
        {preview.state === "working" && <Spinner />}
        {items.length > 1 && (
          <label className="ml-auto flex items-center gap-2 text-sm">
            <span className="text-muted-foreground">Picture</span>
            <select
              value={selected?.id}
              onChange={(event) => onSelect(event.target.value)}
              className="h-9 max-w-48 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
              data-testid="preview-file"
            >
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {selected && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Before item={selected} />
          <After output={output} original={selected.originalSize} name={selected.name} waiting={problem !== null} />
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {preview.state === "ready"
          ? `Preview ready: ${describeOutput(preview.output, selected?.originalSize ?? 0)}`
          : ""}
      </p>
      {problem && (
        <p className="text-sm text-muted-foreground" data-testid="preview-blocked">
          The preview waits for the chain: {problem}
        </p>
      )}
      {preview.state === "failed" && (
        <p role="alert" className="text-sm text-destructive">
          {preview.message}
        </p>
      )}
    </section>
  );
}

function describeOutput(output: PreviewOutput, original: number): string {
  const saved = savingsPercent(original, output.size);
  const change = saved >= 0 ? `${saved}% smaller` : `${-saved}% bigger`;
  return `${output.width} × ${output.height} px, ${formatName(output.format)}, ${formatBytes(output.size)} (${change})`;
}

function Figure({
  label,
  children,
  facts,
  testId,
}: {
  label: string;
  children: ReactNode;
  facts: string;
  testId: string;
}) {
  return (
    <figure className="min-w-0 space-y-1.5">
      <div className="grid aspect-[4/3] place-items-center overflow-hidden rounded-lg bg-muted">{children}</div>
      <figcaption className="text-sm">
        <span className="font-medium">{label}</span>
        <span className="block text-xs text-muted-foreground" data-testid={testId}>
          {facts}
        </span>
      </figcaption>
    </figure>
  );
}

function Before({ item }: { item: FileItem<unknown> }) {
  const shown = useDisplayImage(item);
  const { width, height, format } = item.probe;
  const size = width && height ? `${width} × ${height} px, ` : "";
  return (
    <Figure
      label="Before"
      facts={`${size}${formatName(format)}, ${formatBytes(item.originalSize)}`}
      testId="preview-before"
    >
      {shown.state === "ready" ? (
        <img src={shown.url} alt={`${item.name} as it is`} className="max-h-full max-w-full object-contain" />
      ) : (
        <span className="text-sm text-muted-foreground">{shown.state === "failed" ? shown.message : "Loading…"}</span>
      )}
    </Figure>
  );
}

interface AfterProps {
  output: PreviewOutput | null;
  original: number;
  name: string;
  /** A step cannot run yet, so there is nothing to show. */
  waiting: boolean;
}

function After({ output, original, name, waiting }: AfterProps) {
  const status = waiting ? "Waiting for the chain" : "Running the chain…";
  return (
    <Figure label="After" facts={output && !waiting ? describeOutput(output, original) : status} testId="preview-after">
      {output && !waiting ? (
        <img src={output.url} alt={`${name} after the chain`} className="max-h-full max-w-full object-contain" />
      ) : (
        <span className="text-sm text-muted-foreground">{status}</span>
      )}
    </Figure>
  );
}
