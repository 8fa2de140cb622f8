/**
 * The whole filtered history for the CSV export, gathered page by page (the largest page the API
 * gives). The list is newest first, so an activity tracked meanwhile pushes every row down by
 * one: the next page then starts with a row already gathered, which is dropped by its id. Nothing
 * is lost that way, because rows only ever arrive at the top.
 */
import { ACTIVITY_PAGE_MAX, type Activity } from "@squish/shared/account/activity";
import type { ActivityPage } from "../data/queries.ts";

export type FetchActivityPage = (offset: number, limit: number) => Promise<ActivityPage>;

export async function collectActivities(fetchPage: FetchActivityPage, limit = ACTIVITY_PAGE_MAX): Promise<Activity[]> {
  const gathered = new Map<string, Activity>();
  for (let offset = 0; ; offset += limit) {
    const page = await fetchPage(offset, limit);
    for (const activity of page.items) if (!gathered.has(activity.id)) gathered.set(activity.id, activity);
    if (page.items.length < limit || offset + limit >= page.total) break;
  }
  return [...gathered.values()];
}
