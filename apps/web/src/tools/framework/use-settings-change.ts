/**
 * Changing a tool's settings: the session holds them; a change the tool says to save (the JPEG
 * page's quality) shows at once and is saved for a signed-in person; if the save fails it reverts
 * to the stored value and the failure is only logged (image-tools.md section 4).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { api, readJson } from "@/api/api-client";
import type { UserDefaults } from "./tool-definition.ts";
import type { ToolSession } from "./tool-session.ts";
import { SETTINGS_QUERY_KEY } from "./use-user-defaults.ts";

const SAVE_DELAY_MS = 400;

export function useSettingsChange<S extends object>(
  session: ToolSession<S, object>,
  defaults: UserDefaults | null,
  signedIn: boolean,
): (change: Partial<S>) => void {
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const queryClient = useQueryClient();
  useEffect(() => () => clearTimeout(saveTimer.current), []);

  return useCallback(
    (change: Partial<S>) => {
      const { definition } = session;
      session.updateSettings(change);
      const saved = signedIn ? definition.persist?.(change) : null;
      if (!saved) return;
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => {
        void (async () => {
          try {
            await readJson(await api.settings.$patch({ json: saved }));
            void queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY });
          } catch (error) {
            console.error("Could not save the setting; showing the stored value again", error);
            const stored = definition.initialSettings(defaults);
            const reverted = Object.fromEntries(Object.keys(change).map((key) => [key, stored[key as keyof S]]));
            session.settingsStore.revert(reverted as Partial<S>);
          }
        })();
      }, SAVE_DELAY_MS);
    },
    [session, defaults, signedIn, queryClient],
  );
}
