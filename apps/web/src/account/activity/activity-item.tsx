import type { Activity } from "@squish/shared/account/activity";
import { ACTIVITY_LABELS, relativeTime, sizeSummary } from "./activity-format.ts";

/** One line of history: what happened to which file, its sizes, and how long ago. */
export function ActivityItem({ activity, now }: { activity: Activity; now?: Date }) {
  const sizes = sizeSummary(activity);
  return (
    <li className="flex items-start justify-between gap-3 py-3" data-activity-id={activity.id}>
      <div className="min-w-0">
        <p className="truncate font-medium" title={activity.file_name}>
          {activity.file_name}
        </p>
        <p className="text-sm text-muted-foreground">
          <span className="mr-2 rounded bg-accent px-1.5 py-0.5 text-xs font-medium text-accent-foreground">
            {ACTIVITY_LABELS[activity.activity_type] ?? activity.activity_type}
          </span>
          {sizes}
        </p>
      </div>
      <time
        dateTime={activity.created_at}
        title={new Date(activity.created_at).toLocaleString()}
        className="shrink-0 text-xs text-muted-foreground"
      >
        {relativeTime(activity.created_at, now)}
      </time>
    </li>
  );
}
