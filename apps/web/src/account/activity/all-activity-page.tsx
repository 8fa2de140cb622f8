import type { ActivityType } from "@squish/shared/account/activity";
import { Download } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { usePageTitle } from "@/lib/use-page-title";
import { ActivityFilters } from "./activity-filters.tsx";
import { ActivityItem } from "./activity-item.tsx";
import { activitiesToCsv, csvFileName } from "./activity-csv.ts";
import { collectActivities } from "./collect-activities.ts";
import { ACTIVITY_LOG_PAGE_SIZE, fetchActivityPage, useActivityLog } from "./use-activity-log.ts";
import { useNow } from "./use-now.ts";

function saveCsv(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = csvFileName();
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * /all-activity: the whole history, newest first, 20 a page, filtered, searchable, and exported
 * whole (every row the filters match) as CSV.
 */
export default function AllActivityPage() {
  usePageTitle("All activity");
  const [page, setPage] = useState(0);
  const [type, setType] = useState<ActivityType | "all">("all");
  const [search, setSearch] = useState("");
  // Typing stays quick; the request follows the settled text.
  const deferredSearch = useDeferredValue(search);
  const query = useActivityLog({ page, type, search: deferredSearch });
  const now = useNow();
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ACTIVITY_LOG_PAGE_SIZE));
  const first = total === 0 ? 0 : page * ACTIVITY_LOG_PAGE_SIZE + 1;
  const last = Math.min(total, (page + 1) * ACTIVITY_LOG_PAGE_SIZE);
  const [exporting, setExporting] = useState(false);

  /** Every row the filters match, not only the page on screen (issue 28). */
  const exportCsv = async () => {
    setExporting(true);
    try {
      const filter = { type, search: deferredSearch };
      saveCsv(activitiesToCsv(await collectActivities((offset, limit) => fetchActivityPage(filter, offset, limit))));
    } catch (error) {
      toast.error("Could not export your activity", { description: (error as Error).message });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="mx-auto max-w-4xl p-4 sm:p-6 lg:p-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">All activity</h1>
          <p className="mt-1 text-muted-foreground">Everything you have done with Squish, newest first.</p>
        </div>
        <Button variant="outline" disabled={total === 0 || exporting} onClick={() => void exportCsv()}>
          <Download aria-hidden="true" /> {exporting ? "Exporting…" : "Export CSV"}
        </Button>
      </div>
      <div className="mt-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <ActivityFilters
          type={type}
          search={search}
          onType={(t) => {
            setType(t);
            setPage(0);
          }}
          onSearch={(s) => {
            setSearch(s);
            setPage(0);
          }}
        />
        {query.isPending ? (
          <Spinner label="Loading activity" className="mt-6" />
        ) : items.length === 0 ? (
          <p className="mt-6 text-sm text-muted-foreground">
            {type === "all" && !deferredSearch ? "No activity yet." : "No activity matches these filters."}
          </p>
        ) : (
          <ul className="mt-4 divide-y" data-testid="activity-list" aria-busy={query.isFetching}>
            {items.map((a) => (
              <ActivityItem key={a.id} activity={a} now={now} />
            ))}
          </ul>
        )}
        <nav
          aria-label="Pages"
          className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t pt-4 text-sm"
        >
          <p aria-live="polite" data-testid="activity-range">
            {total === 0 ? "Nothing to show" : `Showing ${first}–${last} of ${total}`}
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <Button variant="outline" size="sm" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </div>
        </nav>
      </div>
    </div>
  );
}
