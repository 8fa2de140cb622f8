/**
 * The settings form's data: read once, and saved one field per change (spec section 7). A change
 * shows at once; a failed save puts the stored value back and is only logged (spec section 4).
 * The cache entry is the one the tools read their defaults from, so a saved default quality is
 * what the JPEG compressor starts with.
 */
import type { SettingKey, Settings, SettingUpdate } from "@squish/shared/account/settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { api, readJson } from "@/api/api-client";
import { useSession } from "@/auth/session";
import { PROFILE_QUERY_KEY } from "@/auth/session-provider";
import { SETTINGS_QUERY_KEY } from "@/tools/framework/use-user-defaults";

export const settingsKey = (userId: string | undefined) => [...SETTINGS_QUERY_KEY, userId] as const;

export function useSettings() {
  const { user } = useSession();
  return useQuery({
    queryKey: settingsKey(user?.id),
    enabled: Boolean(user),
    queryFn: async () => readJson<Settings>(await api.settings.$get()),
  });
}

export function useSaveSetting(onSaved?: (update: SettingUpdate) => void) {
  const { user } = useSession();
  const client = useQueryClient();
  const key = settingsKey(user?.id);
  const mutation = useMutation({
    mutationFn: async (update: SettingUpdate) => readJson<Settings>(await api.settings.$patch({ json: update })),
    onMutate: async (update) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Settings>(key);
      if (before) client.setQueryData<Settings>(key, { ...before, [update.key]: update.value });
      return { before };
    },
    onError: (error, update, context) => {
      console.error(`Could not save ${update.key}; showing the stored value again`, error);
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (saved, update) => {
      client.setQueryData(key, saved);
      // The profile carries the same columns; keep the two views of them equal.
      void client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      toast.success("Settings updated successfully");
      onSaved?.(update);
    },
  });
  return <K extends SettingKey>(settingKey: K, value: Settings[K]) =>
    mutation.mutate({ key: settingKey, value } as SettingUpdate);
}
