/**
 * A guest's saved chains, in the browser's storage (signed-in people keep theirs on the server,
 * through apps/web/src/api/use-saved-settings.ts). Same shape and rules as the server's: at most
 * MAX_CHAIN_PRESETS, one per name (case aside), and saving under an existing name replaces it.
 * Whatever is stored is validated when read, so a hand-edited or older entry is dropped, not run.
 */
import { z } from "zod";
import {
  chainNameSchema,
  chainPresetNameKey,
  chainStepsSchema,
  MAX_CHAIN_PRESETS,
  type ChainPreset,
  type ChainStep,
} from "@squish/shared/chain";

export const GUEST_PRESETS_KEY = "squish:workspace-presets";

const storedPresetSchema = z.object({
  id: z.string().min(1),
  name: chainNameSchema,
  steps: chainStepsSchema,
  created_at: z.string(),
  updated_at: z.string(),
});

/** The part of Storage this needs, so tests can pass a Map-backed one. */
export type PresetStorage = Pick<Storage, "getItem" | "setItem">;

export function readGuestPresets(storage: PresetStorage): ChainPreset[] {
  let data: unknown;
  try {
    data = JSON.parse(storage.getItem(GUEST_PRESETS_KEY) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry) => {
    const parsed = storedPresetSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

function write(storage: PresetStorage, presets: readonly ChainPreset[]): void {
  // A full storage throws here: the caller shows the message and the list stays as it was.
  storage.setItem(GUEST_PRESETS_KEY, JSON.stringify(presets));
}

/** Saves (or replaces, by name) a preset; throws with a sentence when it cannot. */
export function saveGuestPreset(
  storage: PresetStorage,
  input: { name: string; steps: readonly ChainStep[] },
  now = new Date(),
  id = `guest-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
): ChainPreset {
  const name = chainNameSchema.parse(input.name);
  const steps = chainStepsSchema.parse(input.steps);
  const presets = readGuestPresets(storage);
  const key = chainPresetNameKey(name);
  const existing = presets.find((preset) => chainPresetNameKey(preset.name) === key);
  const stamp = now.toISOString();
  if (existing) {
    const replaced = { ...existing, name, steps, updated_at: stamp };
    write(
      storage,
      presets.map((preset) => (preset.id === existing.id ? replaced : preset)),
    );
    return replaced;
  }
  if (presets.length >= MAX_CHAIN_PRESETS) {
    throw new Error(`You can keep up to ${MAX_CHAIN_PRESETS} chains: delete one to save another.`);
  }
  const created: ChainPreset = { id, name, steps, created_at: stamp, updated_at: stamp };
  write(storage, [...presets, created]);
  return created;
}

export function removeGuestPreset(storage: PresetStorage, id: string): void {
  write(
    storage,
    readGuestPresets(storage).filter((preset) => preset.id !== id),
  );
}
