/**
 * Saved chains, wherever they live: on the server for a signed-in person (the accounts API through
 * the saved settings hook, @/api/use-saved-settings), in this browser's storage for a guest
 * (guest-presets.ts). The panel sees one list and the same save (replacing a preset of the same
 * name) and delete either way.
 */
import { useSyncExternalStore } from "react";
import { chainPresetKind, type ChainPreset, type ChainStep } from "@squish/shared/chain";
import { api } from "@/api/api-client";
import { useSavedSettings } from "@/api/use-saved-settings";
import { GUEST_PRESETS_KEY, readGuestPresets, removeGuestPreset, saveGuestPreset } from "./guest-presets.ts";

export interface WorkspacePresets {
  presets: readonly ChainPreset[];
  /** Where they are kept, for the panel's words. */
  where: "account" | "browser";
  loading: boolean;
  busy: boolean;
  /** Why the list could not be read. */
  error: string | null;
  save(name: string, steps: readonly ChainStep[]): Promise<ChainPreset>;
  remove(id: string): Promise<void>;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; presets: ChainPreset[] } = { raw: null, presets: [] };

function guestSnapshot(): ChainPreset[] {
  const raw = localStorage.getItem(GUEST_PRESETS_KEY);
  if (raw !== cached.raw) cached = { raw, presets: readGuestPresets(localStorage) };
  return cached.presets;
}

function subscribeGuest(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab saved or deleted one.
  const onStorage = (event: StorageEvent) => event.key === GUEST_PRESETS_KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const notifyGuests = () => listeners.forEach((listener) => listener());
const EMPTY: ChainPreset[] = [];

export function useWorkspacePresets(signedIn: boolean): WorkspacePresets {
  const server = useSavedSettings(chainPresetKind, api[chainPresetKind.path], { enabled: signedIn });
  const guest = useSyncExternalStore(subscribeGuest, guestSnapshot, () => EMPTY);
  if (!signedIn) {
    return {
      presets: guest,
      where: "browser",
      loading: false,
      busy: false,
      error: null,
      save: async (name, steps) => {
        const saved = saveGuestPreset(localStorage, { name, steps });
        notifyGuests();
        return saved;
      },
      remove: async (id) => {
        removeGuestPreset(localStorage, id);
        notifyGuests();
      },
    };
  }
  return {
    presets: server.list.data ?? EMPTY,
    where: "account",
    loading: server.list.isPending,
    busy: server.save.isPending || server.update.isPending || server.remove.isPending,
    error: server.list.error?.message ?? null,
    save: (name, steps) => server.saveUnderName(name, [...steps]),
    remove: (id) => server.remove.mutateAsync(id),
  };
}
