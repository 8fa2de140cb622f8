import type { Settings } from "@squish/shared/account/settings";
import { toast } from "@/lib/toast";
import { askForAlerts } from "@/tools/framework/batch-alert";
import { SwitchRow } from "./setting-row.tsx";
import type { SaveSetting } from "./settings-types.ts";

const SWITCHES = [
  {
    key: "emailNotifications",
    label: "Email notifications",
    description:
      "An email when your account is signed in to from a new device or network. Confirmation and password-reset emails always come.",
  },
  {
    key: "compressionAlerts",
    label: "Compression alerts",
    description: "A notification from your browser when a batch of files finishes while you are in another tab.",
  },
  {
    key: "productUpdates",
    label: "Product updates",
    description: "An occasional email about new tools and improvements; each has a one-click way to stop them.",
  },
  {
    key: "marketingCommunications",
    label: "Marketing communications",
    description: "Tips and offers by email now and then; each has a one-click way to stop them.",
  },
] as const;

/** The browser asks once, right after the switch is turned on; a refusal is explained. */
async function allowAlerts(): Promise<void> {
  const answer = await askForAlerts();
  if (answer === "granted") return;
  toast.warning("Your browser is not showing Squish's notifications", {
    description:
      answer === "unsupported"
        ? "This browser cannot show them."
        : "Allow notifications for this site in your browser's site settings, and alerts will show.",
  });
}

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
          onChange={(value) => {
            save(s.key, value);
            if (s.key === "compressionAlerts" && value) void allowAlerts();
          }}
        />
      ))}
    </div>
  );
}
