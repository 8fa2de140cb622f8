/**
 * One page of the whole history, with the page's filters. The previous page stays on screen while
 * the next loads, and live events mark these pages stale (see apply-live-event.ts), so a new
 * activity appears at the top without a reload.
 */
import type { ActivityType } from "@squish/shared/account/activity";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/api/api-client";
import { useSession } from "@/auth/session";
import { ACTIVITY_LOG_KEY, type ActivityPage } from "../data/queries.ts";

export const ACTIVITY_LOG_PAGE_SIZE = 20;

export interface ActivityLogFilter {
  page: number;
  type: ActivityType | "all";
  search: string;
}

/** Rows `offset` to `offset + limit` of the history with these filters. */
export async function fetchActivityPage(
  { type, search }: Omit<ActivityLogFilter, "page">,
  offset: number,
  limit: number,
): Promise<ActivityPage> {
  const query: Record<string, string> = { limit: String(limit), offset: String(offset) };
  if (type !== "all") query.type = type;
  if (search.trim()) query.q = search.trim();
  return readJson<ActivityPage>(await api["activity-log"].$get({ query }));
}

export function useActivityLog({ page, type, search }: ActivityLogFilter) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...ACTIVITY_LOG_KEY, user?.id, page, type, search],
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
    queryFn: () => fetchActivityPage({ type, search }, page * ACTIVITY_LOG_PAGE_SIZE, ACTIVITY_LOG_PAGE_SIZE),
  });
}
