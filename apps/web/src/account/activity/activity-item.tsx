import type { Activity } from "@squish/shared/account/activity";
import { ACTIVITY_LABELS, relativeTime, sizeSummary } from "./activity-format.ts";

/**
 * One line of history: what happened to which file, its sizes, and how long ago. Where the line is
 * too narrow for the name beside the time (a phone), the time moves below, so the name keeps room.
 */
export function ActivityItem({ activity, now }: { activity: Activity; now?: Date }) {
  const sizes = sizeSummary(activity);
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-3" data-activity-id={activity.id}>
      <div className="min-w-0 flex-1 basis-48">
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
