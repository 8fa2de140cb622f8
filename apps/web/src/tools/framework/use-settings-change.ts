/**
 * The settings panel's values. They start from the tool's defaults, or the signed-in person's saved
 * ones once those arrive (unless the person already changed something). A change the tool says to
 * save (the JPEG page's quality) shows at once and is saved; if the save fails it reverts to the
 * stored value and the failure is only logged (image-tools.md section 4).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { api, readJson } from "@/api/api-client";
import type { AnyToolDefinition, UserDefaults } from "./tool-definition.ts";
import { SETTINGS_QUERY_KEY } from "./use-user-defaults.ts";

const SAVE_DELAY_MS = 400;

export function useToolSettings<S extends object>(
  definition: AnyToolDefinition,
  defaults: UserDefaults | null,
  signedIn: boolean,
): [S, (change: Partial<S>) => void] {
  const [settings, setSettings] = useState<S>(() => definition.initialSettings(defaults) as S);
  const [touched, setTouched] = useState(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const queryClient = useQueryClient();

  const [seenDefaults, setSeenDefaults] = useState(defaults);
  if (seenDefaults !== defaults) {
    setSeenDefaults(defaults);
    if (!touched) setSettings(definition.initialSettings(defaults) as S);
  }

  useEffect(() => () => clearTimeout(saveTimer.current), []);

  const change = useCallback(
    (next: Partial<S>) => {
      setTouched(true);
      setSettings((current) => ({ ...current, ...next }));
      const saved = signedIn ? definition.persist?.(next) : null;
      if (!saved) return;
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => {
        void (async () => {
          try {
            await readJson(await api.settings.$patch({ json: saved }));
            void queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY });
          } catch (error) {
            console.error("Could not save the setting; showing the stored value again", error);
            const stored = definition.initialSettings(defaults) as S;
            const reverted = Object.fromEntries(Object.keys(next).map((key) => [key, stored[key as keyof S]]));
            setSettings((current) => ({ ...current, ...reverted }));
          }
        })();
      }, SAVE_DELAY_MS);
    },
    [definition, defaults, signedIn, queryClient],
  );

  return [settings, change];
}
