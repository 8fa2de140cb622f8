import { cn } from "@/lib/cn";
import { formatBytes } from "@squish/shared/format-bytes";
import { savingsPercent } from "@squish/shared/compression";

interface StatSide {
  label: string;
  size: number;
  width?: number;
  height?: number;
}

function Stat({ side }: { side: StatSide }) {
  return (
    <div className="flex items-baseline gap-2">
      <dt className="text-muted-foreground">{side.label}</dt>
      <dd className="font-medium tabular-nums">
        {formatBytes(side.size)}
        {side.width && side.height ? (
          <span className="ml-2 font-normal text-muted-foreground">
            {side.width} × {side.height}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

/** Both sizes and what the compression saved; a result that grew says so rather than "-5% saved". */
export function CompareStats({ original, result }: { original: StatSide; result: StatSide }) {
  const saving = savingsPercent(original.size, result.size);
  return (
    <dl className="flex flex-wrap items-baseline gap-x-6 gap-y-1 text-sm">
      <Stat side={original} />
      <Stat side={result} />
      <div className="flex items-baseline gap-2">
        <dt className="text-muted-foreground">Saving</dt>
        <dd
          data-testid="compare-saving"
          data-saving={saving}
          className={cn("font-semibold tabular-nums", saving > 0 ? "text-success" : "text-foreground")}
        >
          {saving >= 0 ? `${saving}% smaller` : `${-saving}% larger`}
        </dd>
      </div>
    </dl>
  );
}
