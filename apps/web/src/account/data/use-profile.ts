/**
 * The signed-in person's profile, from the same cache entry the session provider fills (its key
 * and fetcher), so the member pages and the header never disagree about a name.
 */
import type { Profile } from "@squish/shared/account/profile";
import { useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/api/api-client";
import { useSession } from "@/auth/session";
import { PROFILE_QUERY_KEY } from "@/auth/session-provider";

export const profileKey = (userId: string | undefined) => [...PROFILE_QUERY_KEY, userId] as const;

export function useProfile() {
  const { user } = useSession();
  return useQuery({
    queryKey: profileKey(user?.id),
    enabled: Boolean(user),
    staleTime: 30_000,
    queryFn: async () => readJson<Profile>(await api.profile.$get()),
  });
}
