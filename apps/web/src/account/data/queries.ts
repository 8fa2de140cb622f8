/**
 * The member area's server data, read through TanStack Query (retry once and no refetch on focus
 * come from the app's QueryClient). Keys start with the user's id so that one person's data never
 * shows for another after a sign-out and sign-in in the same tab.
 */
import { ACTIVITY_PAGE_MAX, type Activity, type UserStats } from "@squish/shared/account/activity";
import type { MonthlyStats } from "@squish/shared/member-area";
import { useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/api/api-client";
import { useSession } from "@/auth/session";

/** Spec section 9: the stats are read at most every 30 seconds unless an event forces it. */
export const STATS_STALE_MS = 30_000;

export const statsKey = (userId: string | undefined) => ["stats", userId] as const;
export const recentActivitiesKey = (userId: string | undefined) => ["activities", "recent", userId] as const;
export interface ActivityPage {
  items: Activity[];
  total: number;
}

export const ACTIVITY_LOG_KEY = ["activities", "log"] as const;

export function useStats() {
  const { user } = useSession();
  return useQuery({
    queryKey: statsKey(user?.id),
    enabled: Boolean(user),
    staleTime: STATS_STALE_MS,
    queryFn: async () => readJson<UserStats>(await api.stats.$get()),
  });
}

/** The latest 50 activities, kept in memory and topped up by live events (spec section 4). */
export function useRecentActivities() {
  const { user } = useSession();
  return useQuery({
    queryKey: recentActivitiesKey(user?.id),
    enabled: Boolean(user),
    staleTime: STATS_STALE_MS,
    queryFn: async () =>
      readJson<ActivityPage>(await api.activities.$get({ query: { limit: String(ACTIVITY_PAGE_MAX), offset: "0" } })),
  });
}

export const monthlyStatsKey = (userId: string | undefined) => ["monthly-stats", userId] as const;

/** This month's and last month's figures, for the "from last month" badges. */
export function useMonthlyStats() {
  const { user } = useSession();
  return useQuery({
    queryKey: monthlyStatsKey(user?.id),
    enabled: Boolean(user),
    staleTime: STATS_STALE_MS,
    queryFn: async () => readJson<MonthlyStats>(await api.stats.monthly.$get()),
  });
}
