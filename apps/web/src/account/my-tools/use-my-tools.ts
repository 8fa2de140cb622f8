/**
 * The /my-tools data: pinned tools (saved on the server, the whole list per change, shown at once
 * and put back if the save fails) and the person's use of each tool.
 */
import type { PinnedTools, ToolUsage } from "@squish/shared/member-area";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { api, readJson } from "@/api/api-client";
import { useSession } from "@/auth/session";

const pinsKey = (userId: string | undefined) => ["my-tools", "pins", userId] as const;
const usageKey = (userId: string | undefined) => ["my-tools", "usage", userId] as const;

export function usePinnedTools() {
  const { user } = useSession();
  return useQuery({
    queryKey: pinsKey(user?.id),
    enabled: Boolean(user),
    queryFn: async () => readJson<PinnedTools>(await api["my-tools"].pins.$get()),
  });
}

export function useToolUsage() {
  const { user } = useSession();
  return useQuery({
    queryKey: usageKey(user?.id),
    enabled: Boolean(user),
    queryFn: async () => readJson<ToolUsage[]>(await api["my-tools"].usage.$get()),
  });
}

export function useSavePins() {
  const { user } = useSession();
  const client = useQueryClient();
  const key = pinsKey(user?.id);
  const mutation = useMutation({
    mutationFn: async (toolIds: string[]) =>
      readJson<PinnedTools>(await api["my-tools"].pins.$put({ json: { toolIds } })),
    onMutate: async (toolIds) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<PinnedTools>(key);
      client.setQueryData<PinnedTools>(key, { toolIds });
      return { before };
    },
    onError: (error, _ids, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      toast.error("Could not save your pinned tools", { description: error.message });
    },
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
  return (toolIds: string[]) => mutation.mutate(toolIds);
}
