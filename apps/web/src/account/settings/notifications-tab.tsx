import type { Settings } from "@squish/shared/account/settings";
import { SwitchRow } from "./setting-row.tsx";
import type { SaveSetting } from "./settings-types.ts";

const SWITCHES = [
  { key: "emailNotifications", label: "Email notifications", description: "Messages about your account." },
  { key: "compressionAlerts", label: "Compression alerts", description: "Tell me when a long batch has finished." },
  { key: "productUpdates", label: "Product updates", description: "New tools and improvements." },
  { key: "marketingCommunications", label: "Marketing communications", description: "Tips and offers." },
] as const;

export function NotificationsTab({ settings, save }: { settings: Settings; save: SaveSetting }) {
  return (
    <div className="divide-y">
      {SWITCHES.map((s) => (
        <SwitchRow
          key={s.key}
          id={`setting-${s.key}`}
          label={s.label}
          description={s.description}
          checked={settings[s.key]}
          onChange={(value) => save(s.key, value)}
        />
      ))}
    </div>
  );
}
