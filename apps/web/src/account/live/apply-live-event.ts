/**
 * What a live event changes in the query cache: a new activity goes on top of the in-memory
 * feed (the latest 50 kept), new totals replace the stats, and the history pages are marked stale
 * so the all-activity page shows the newcomer at the top.
 */
import { ACTIVITY_PAGE_MAX, type Activity, type UserStats } from "@squish/shared/account/activity";
import type { QueryClient } from "@tanstack/react-query";
import { ACTIVITY_LOG_KEY, recentActivitiesKey, statsKey, type ActivityPage } from "../data/queries.ts";
import type { SseEvent } from "./sse-parser.ts";

/** The feed with a new activity on top, without duplicates and at most 50 long. */
export function withNewActivity(page: ActivityPage | undefined, activity: Activity): ActivityPage | undefined {
  if (!page) return page;
  if (page.items.some((a) => a.id === activity.id)) return page;
  return { items: [activity, ...page.items].slice(0, ACTIVITY_PAGE_MAX), total: page.total + 1 };
}

/**
 * An event that arrives while its query is still loading (the page has just opened) would be lost:
 * there is nothing yet to add it to, and the answer on its way was read before it. Ask again, so
 * the answer includes it.
 */
function refetchIfLoading(client: QueryClient, queryKey: readonly unknown[]): void {
  if (client.isFetching({ queryKey, exact: true }) === 0 && client.getQueryData(queryKey) !== undefined) return;
  // A fetch in flight is joined, not restarted, by a plain refetch: cancel it first.
  void client.cancelQueries({ queryKey, exact: true }).then(() => client.invalidateQueries({ queryKey, exact: true }));
}

export function applyLiveEvent(client: QueryClient, userId: string, event: SseEvent, reconnected: boolean): void {
  if (event.event === "ready") {
    // Events older than a day are pruned on the server: after a reconnect, read everything afresh.
    if (reconnected) void client.invalidateQueries({ queryKey: ["activities"] });
    return;
  }
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return;
  }
  if (!data) return;
  if (event.event === "stats") {
    client.setQueryData(statsKey(userId), data as UserStats);
    refetchIfLoading(client, statsKey(userId));
    void client.invalidateQueries({ queryKey: ["monthly-stats"] });
  } else if (event.event === "activity") {
    client.setQueryData(recentActivitiesKey(userId), (page: ActivityPage | undefined) =>
      withNewActivity(page, data as Activity),
    );
    refetchIfLoading(client, recentActivitiesKey(userId));
    void client.invalidateQueries({ queryKey: ACTIVITY_LOG_KEY });
    void client.invalidateQueries({ queryKey: ["my-tools", "usage"] });
  }
}
