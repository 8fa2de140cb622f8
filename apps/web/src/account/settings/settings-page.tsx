import type { Settings, SettingUpdate } from "@squish/shared/account/settings";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { usePageTitle } from "@/lib/use-page-title";
import { useTheme } from "@/theme/use-theme";
import { ChangePasswordForm } from "../password/change-password-form.tsx";
import { CompressionTab } from "./compression-tab.tsx";
import { GeneralTab } from "./general-tab.tsx";
import { NotificationsTab } from "./notifications-tab.tsx";
import { PrivacyTab } from "./privacy-tab.tsx";
import { useSaveSetting, useSettings } from "./use-settings.ts";

const TABS = ["General", "Notifications", "Compression", "Security", "Privacy"] as const;

/** /settings (spec 2.10): one change is one saved field, shown at once, reverted if the save fails. */
export default function SettingsPage() {
  usePageTitle("Settings");
  const { applyPreference } = useTheme();
  const query = useSettings();
  // Spec section 4: a theme change is applied as soon as it is saved.
  const save = useSaveSetting((update: SettingUpdate) => {
    if (update.key === "themePreference") applyPreference(update.value);
  });

  if (query.isPending) return <Spinner label="Loading settings" className="m-8" />;
  const settings: Settings | undefined = query.data;

  return (
    <div className="mx-auto max-w-4xl p-4 sm:p-6 lg:p-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
      <p className="mt-1 text-muted-foreground">Your preferences follow you to every device you sign in on.</p>
      <Tabs defaultValue="General" className="mt-6">
        <TabsList className="flex h-auto flex-wrap justify-start gap-1">
          {TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {tab}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="mt-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
          {settings ? (
            <>
              <TabsContent value="General" className="mt-0">
                <GeneralTab settings={settings} save={save} />
              </TabsContent>
              <TabsContent value="Notifications" className="mt-0">
                <NotificationsTab settings={settings} save={save} />
              </TabsContent>
              <TabsContent value="Compression" className="mt-0">
                <CompressionTab settings={settings} save={save} />
              </TabsContent>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">
              Your settings could not be loaded. Please try refreshing the page.
            </p>
          )}
          <TabsContent value="Security" className="mt-0">
            <ChangePasswordForm place="settings" />
          </TabsContent>
          <TabsContent value="Privacy" className="mt-0">
            <PrivacyTab />
          </TabsContent>
        </div>
      </Tabs>
    </div>
  );
}
