/** Per-route counts and latencies of the load, and the table the bench prints from them. */

export interface RouteFigures {
  latencies: number[];
  failures: Map<number, number>;
}

export class RouteRecorder {
  readonly routes = new Map<string, RouteFigures>();
  /** Only answers that arrive inside the measured window count; set when the load starts. */
  window = { start: 0, end: Number.POSITIVE_INFINITY };

  record(route: string, startedAt: number, status: number): void {
    const now = performance.now();
    if (startedAt < this.window.start || now > this.window.end) return;
    let figures = this.routes.get(route);
    if (!figures) this.routes.set(route, (figures = { latencies: [], failures: new Map() }));
    figures.latencies.push(now - startedAt);
    if (status >= 400) figures.failures.set(status, (figures.failures.get(status) ?? 0) + 1);
  }

  seconds(): number {
    return (this.window.end - this.window.start) / 1000;
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) => (Number.isNaN(value) ? "-" : value < 10 ? value.toFixed(1) : value.toFixed(0));

/** Markdown rows: each route, then all of them together. */
export function routeTable(recorder: RouteRecorder): string[] {
  const seconds = recorder.seconds();
  const lines = [
    "| route | requests/s | p50 ms | p99 ms | requests | failed |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  const all: number[] = [];
  let failedAll = 0;
  for (const [route, figures] of [...recorder.routes].sort(([a], [b]) => a.localeCompare(b))) {
    const failed = [...figures.failures.values()].reduce((a, b) => a + b, 0);
    const detail = [...figures.failures].map(([status, n]) => `${n} x ${status}`).join(", ");
    failedAll += failed;
    all.push(...figures.latencies);
    lines.push(
      `| ${route} | ${(figures.latencies.length / seconds).toFixed(0)} | ${ms(percentile(figures.latencies, 50))} | ` +
        `${ms(percentile(figures.latencies, 99))} | ${figures.latencies.length} | ${failed}${detail ? ` (${detail})` : ""} |`,
    );
  }
  lines.push(
    `| **all** | **${(all.length / seconds).toFixed(0)}** | ${ms(percentile(all, 50))} | ${ms(percentile(all, 99))} | ` +
      `${all.length} | ${failedAll} |`,
  );
  return lines;
}
