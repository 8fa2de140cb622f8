/**
 * How the dashboard writes its figures (spec 2.8): savings in MB, in GB above 1024 MB; the average
 * compression as a percentage; the performance gain as a multiplier with "x"; and the change from
 * last month, capped at +100%.
 */

export function formatSavings(mb: number): string {
  if (mb > 1024) return `${(mb / 1024).toFixed(2)} GB`;
  return `${mb.toFixed(mb >= 100 ? 0 : mb >= 10 ? 1 : 2)} MB`;
}

export function formatPercent(value: number): string {
  return `${(Math.round(value * 10) / 10).toFixed(1)}%`;
}

/**
 * Performance gain: how many times smaller the files became, total original size over total
 * compressed size, which follows from the average compression (docs/decisions/0017). 1x is no
 * gain; it is capped where a near-100% saving would make the figure meaningless.
 */
export function performanceGain(avgCompressionPercent: number): number {
  const kept = 100 - Math.min(Math.max(avgCompressionPercent, 0), 99);
  return Math.round((100 / kept) * 10) / 10;
}

export function formatGain(gain: number): string {
  return `${gain.toFixed(1)}x`;
}

/**
 * The change from last month in percent, capped at +100% (spec 2.8). Growth from nothing is the
 * cap; nothing in either month is no change.
 */
export function monthlyChange(current: number, previous: number): number {
  if (previous <= 0) return current > 0 ? 100 : 0;
  const change = ((current - previous) / previous) * 100;
  return Math.min(100, Math.round(change));
}

export function formatChange(change: number): string {
  return `${change > 0 ? "+" : ""}${change}%`;
}
