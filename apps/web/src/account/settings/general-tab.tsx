import type { Settings, ThemePreference } from "@squish/shared/account/settings";
import { MakeAvailableOffline } from "@/offline/make-available-offline";
import { ChoiceGroup } from "./choice-group.tsx";
import { SwitchRow } from "./setting-row.tsx";
import type { SaveSetting } from "./settings-types.ts";

const THEMES = [
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
  { value: "system", label: "System", hint: "Follows your device" },
] as const;

export function GeneralTab({ settings, save }: { settings: Settings; save: SaveSetting }) {
  return (
    <div className="grid gap-6">
      <ChoiceGroup<ThemePreference>
        label="Theme"
        name="theme"
        choices={THEMES}
        value={settings.themePreference}
        onChange={(value) => save("themePreference", value)}
      />
      <SwitchRow
        id="setting-auto-download"
        label="Auto-download compressed images"
        description="Save each result to your downloads as soon as it is ready."
        checked={settings.autoDownload}
        onChange={(value) => save("autoDownload", value)}
      />
      <section aria-labelledby="offline-heading" className="grid gap-2 border-t pt-6">
        <h2 id="offline-heading" className="font-medium">
          Offline use
        </h2>
        <MakeAvailableOffline />
      </section>
    </div>
  );
}
