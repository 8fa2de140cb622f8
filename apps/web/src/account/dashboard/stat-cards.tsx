import { Gauge, HardDrive, Images, Percent, type LucideIcon } from "lucide-react";
import { STATS_DEFAULTS } from "@squish/shared/account/activity";
import { cn } from "@/lib/cn";
import { useMonthlyStats, useStats } from "../data/queries.ts";
import {
  formatChange,
  formatGain,
  formatPercent,
  formatSavings,
  monthlyChange,
  performanceGain,
} from "./stat-format.ts";

interface Card {
  id: string;
  label: string;
  value: string;
  change: number | null;
  icon: LucideIcon;
}

function ChangeBadge({ change }: { change: number | null }) {
  if (change === null) return <p className="text-xs text-muted-foreground">&nbsp;</p>;
  return (
    <p className="text-xs text-muted-foreground">
      <span
        className={cn(
          "mr-1 rounded-full px-1.5 py-0.5 font-semibold",
          change > 0 && "bg-success/10 text-success",
          change < 0 && "bg-destructive/10 text-destructive",
          change === 0 && "bg-muted",
        )}
      >
        {formatChange(change)}
      </span>
      from last month
    </p>
  );
}

/** The four stat cards of spec 2.8. Failed reads show the defaults (only logged, spec section 8). */
export function StatCards() {
  const stats = useStats().data ?? STATS_DEFAULTS;
  const monthly = useMonthlyStats().data;
  const change = (pick: (m: NonNullable<typeof monthly>["current"]) => number) =>
    monthly ? monthlyChange(pick(monthly.current), pick(monthly.previous)) : null;

  const cards: Card[] = [
    {
      id: "images",
      label: "Images compressed",
      value: stats.images_compressed.toLocaleString("en"),
      change: change((m) => m.images_compressed),
      icon: Images,
    },
    {
      id: "savings",
      label: "Total savings",
      value: formatSavings(stats.total_savings_mb),
      change: change((m) => m.total_savings_mb),
      icon: HardDrive,
    },
    {
      id: "average",
      label: "Average compression",
      value: formatPercent(stats.avg_compression_percentage),
      change: change((m) => m.avg_compression_percentage),
      icon: Percent,
    },
    {
      id: "gain",
      label: "Performance gain",
      value: formatGain(performanceGain(stats.avg_compression_percentage)),
      change: change((m) => m.performance_gain),
      icon: Gauge,
    },
  ];

  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Your statistics
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <li key={card.id} className="rounded-xl border bg-card p-5 shadow-sm" data-stat={card.id}>
            <div className="flex items-center justify-between text-sm font-medium text-muted-foreground">
              <span id={`stat-${card.id}`}>{card.label}</span>
              <card.icon className="size-4 text-primary" aria-hidden="true" />
            </div>
            <p className="mt-2 text-3xl font-bold tracking-tight" aria-describedby={`stat-${card.id}`} data-stat-value>
              {card.value}
            </p>
            <ChangeBadge change={card.change} />
          </li>
        ))}
      </ul>
    </section>
  );
}
