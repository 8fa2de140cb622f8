/**
 * A signed-in person's saved defaults (quality and output format) that the tools follow. Guests,
 * and anyone while the settings load, get null: the tool's own defaults.
 */
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Settings } from "@squish/shared/account/settings";
import { api, readJson } from "@/api/api-client";
import { useSession } from "@/auth/session";
import type { UserDefaults } from "./tool-definition.ts";

export const SETTINGS_QUERY_KEY = ["settings"] as const;

export function useUserDefaults(): { defaults: UserDefaults | null; ready: boolean } {
  const { user, loading } = useSession();
  const query = useQuery({
    queryKey: [...SETTINGS_QUERY_KEY, user?.id],
    queryFn: async () => readJson<Settings>(await api.settings.$get()),
    enabled: user !== null,
  });
  const data = user ? query.data : undefined;
  // The same object while the saved values stay the same: pages compare it to notice new defaults.
  const defaults = useMemo<UserDefaults | null>(
    () =>
      data
        ? {
            defaultQuality: data.defaultQuality,
            defaultFormat: data.defaultFormat,
            autoDownload: data.autoDownload,
            compressionAlerts: data.compressionAlerts,
          }
        : null,
    [data],
  );
  if (loading) return { defaults: null, ready: false };
  if (!user) return { defaults: null, ready: true };
  return { defaults, ready: defaults !== null || !query.isPending };
}
