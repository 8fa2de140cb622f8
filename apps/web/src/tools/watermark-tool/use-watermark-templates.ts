/**
 * A signed-in person's saved watermark templates (text settings only; a logo never leaves the
 * browser), read and changed through the accounts API with TanStack Query.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WatermarkTemplate, WatermarkTemplateSettings } from "@squish/shared/watermark-templates";
import { api, readJson } from "@/api/api-client";

const KEY = ["watermark-templates"] as const;

export function useWatermarkTemplates() {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: KEY,
    queryFn: async () => readJson<WatermarkTemplate[]>(await api["watermark-templates"].$get()),
  });
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const save = useMutation({
    mutationFn: async (input: { name: string; settings: WatermarkTemplateSettings }) =>
      readJson<WatermarkTemplate>(await api["watermark-templates"].$post({ json: input })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      const response = await api["watermark-templates"][":id"].$delete({ param: { id } });
      if (!response.ok) await readJson(response);
    },
    onSuccess: refresh,
  });
  return { list, save, remove };
}
