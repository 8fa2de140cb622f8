/**
 * A signed-in person's saved settings of one kind (@squish/shared/saved-settings: chain presets,
 * watermark templates), read and changed through the accounts API with TanStack Query. Settings
 * only: pictures never leave the browser. The list is fetched only when `enabled` (a guest's
 * workspace keeps its presets in the browser instead).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  savedSettingsNameKey,
  type AnySavedSettingsKind,
  type SavedSettingsInput,
  type SavedSettingsItem,
  type SavedSettingsUpdate,
} from "@squish/shared/saved-settings";
import { readJson } from "./api-client.ts";

/**
 * The kind's routes in the typed client, `api[kind.path]`, as far as this hook uses them. Written
 * as function properties, not methods, so TypeScript checks that the server's routes take what
 * this hook sends: a kind whose routes changed shape stops the type-check at the call.
 */
export interface SavedSettingsClient<Input, Update> {
  $get: () => Promise<Response>;
  $post: (args: { json: Input }) => Promise<Response>;
  ":id": {
    $patch: (args: { param: { id: string }; json: Update }) => Promise<Response>;
    $delete: (args: { param: { id: string } }) => Promise<Response>;
  };
}

export function useSavedSettings<Kind extends AnySavedSettingsKind>(
  kind: Kind,
  client: SavedSettingsClient<SavedSettingsInput<Kind>, SavedSettingsUpdate<Kind>>,
  { enabled = true }: { enabled?: boolean } = {},
) {
  type Item = SavedSettingsItem<Kind>;
  const queryClient = useQueryClient();
  const key = [kind.path];
  const list = useQuery({
    queryKey: key,
    queryFn: async () => readJson<Item[]>(await client.$get()),
    enabled,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: async (input: SavedSettingsInput<Kind>) => readJson<Item>(await client.$post({ json: input })),
    onSuccess: refresh,
  });
  /** A rename, new settings, or both. */
  const update = useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: SavedSettingsUpdate<Kind> }) =>
      readJson<Item>(await client[":id"].$patch({ param: { id }, json: changes })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      const response = await client[":id"].$delete({ param: { id } });
      // 204 has no body to read; only an error's sentence is worth reading.
      if (!response.ok) await readJson(response);
    },
    onSuccess: refresh,
  });
  /**
   * Saves the settings under a name. The server keeps one item per name (case aside), so saving
   * again under a name the list has updates that one instead of being refused.
   */
  const saveUnderName = (name: string, settings: Item[Kind["field"]]): Promise<Item> => {
    const trimmed = name.trim();
    const input = { name: trimmed, [kind.field]: settings } as SavedSettingsInput<Kind>;
    const same = list.data?.find((item) => savedSettingsNameKey(item.name) === savedSettingsNameKey(trimmed));
    // A whole item (a name and settings) is also an update; TypeScript cannot see that for any kind.
    return same
      ? update.mutateAsync({ id: same.id, changes: input as SavedSettingsUpdate<Kind> })
      : save.mutateAsync(input);
  };
  return { list, save, update, remove, saveUnderName };
}
