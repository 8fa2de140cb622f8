/**
 * A signed-in person's saved workspace chains (steps only; pictures never leave the browser), read
 * and changed through the accounts API with TanStack Query. Guests keep theirs in the browser's
 * storage instead, so the list is only fetched when `enabled` (signed in).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChainPreset, ChainPresetInput, ChainPresetUpdate } from "@squish/shared/chain";
import { api, readJson } from "@/api/api-client";

const KEY = ["chain-presets"] as const;

export function useChainPresets({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: KEY,
    queryFn: async () => readJson<ChainPreset[]>(await api["chain-presets"].$get()),
    enabled,
  });
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const save = useMutation({
    mutationFn: async (input: ChainPresetInput) =>
      readJson<ChainPreset>(await api["chain-presets"].$post({ json: input })),
    onSuccess: refresh,
  });
  /** A rename, new steps, or both. */
  const update = useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: ChainPresetUpdate }) =>
      readJson<ChainPreset>(await api["chain-presets"][":id"].$patch({ param: { id }, json: changes })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      const response = await api["chain-presets"][":id"].$delete({ param: { id } });
      // 204 has no body to read; only an error's sentence is worth reading.
      if (!response.ok) await readJson(response);
    },
    onSuccess: refresh,
  });
  return { list, save, update, remove };
}
