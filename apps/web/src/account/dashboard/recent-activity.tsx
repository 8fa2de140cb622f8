import { Link } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { ActivityItem } from "../activity/activity-item.tsx";
import { useNow } from "../activity/use-now.ts";
import { useRecentActivities } from "../data/queries.ts";

/** Spec 2.8: five of the latest activities (50 are kept for live updates), and the way to all of them. */
export const FEED_SHOWN = 5;

export function RecentActivity() {
  const query = useRecentActivities();
  const now = useNow();
  const items = query.data?.items.slice(0, FEED_SHOWN) ?? [];
  return (
    <section aria-labelledby="recent-activity-heading" className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id="recent-activity-heading" className="text-lg font-semibold">
          Recent activity
        </h2>
        <Link to="/all-activity" className="rounded text-sm font-medium text-primary hover:underline">
          View all activity
        </Link>
      </div>
      {query.isPending ? (
        <Spinner label="Loading activity" className="mt-4" />
      ) : items.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">
          Nothing yet. Compress an image and it shows up here, on every device you are signed in on.
        </p>
      ) : (
        <ul className="mt-2 divide-y" data-testid="recent-activity">
          {items.map((a) => (
            <ActivityItem key={a.id} activity={a} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
