import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { usePageTitle } from "@/lib/use-page-title";
import { ProfileMissing } from "../dashboard/profile-missing.tsx";
import { useProfile } from "../data/use-profile.ts";
import { ChangePasswordForm } from "../password/change-password-form.tsx";
import { NotificationsTab } from "../settings/notifications-tab.tsx";
import { useSaveSetting, useSettings } from "../settings/use-settings.ts";
import { AccountOverview } from "./account-overview.tsx";
import { AvatarPicker } from "./avatar-picker.tsx";
import { ProfileForm } from "./profile-form.tsx";

/** /profile (spec 2.9): tabs Profile, Account and Notifications. */
export default function ProfilePage() {
  usePageTitle("Profile");
  const profile = useProfile();
  const settings = useSettings();
  const save = useSaveSetting();
  if (profile.isPending) return <Spinner label="Loading your profile" className="m-8" />;
  if (profile.isError) return <ProfileMissing />;

  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-6 lg:p-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Profile</h1>
      <Tabs defaultValue="Profile" className="mt-6">
        <TabsList className="grid-cols-3">
          <TabsTrigger value="Profile">Profile</TabsTrigger>
          <TabsTrigger value="Account">Account</TabsTrigger>
          <TabsTrigger value="Notifications">Notifications</TabsTrigger>
        </TabsList>
        <div className="mt-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
          <TabsContent value="Profile" className="mt-0">
            <div className="grid gap-6">
              <AvatarPicker profile={profile.data} />
              <ProfileForm profile={profile.data} />
            </div>
          </TabsContent>
          <TabsContent value="Account" className="mt-0 grid gap-8">
            <AccountOverview profile={profile.data} />
            <section aria-labelledby="account-password">
              <h2 id="account-password" className="mb-4 text-lg font-semibold">
                Change password
              </h2>
              <ChangePasswordForm place="dashboard" accountTab />
            </section>
          </TabsContent>
          <TabsContent value="Notifications" className="mt-0">
            {settings.data ? <NotificationsTab settings={settings.data} save={save} /> : <Spinner />}
          </TabsContent>
        </div>
      </Tabs>
    </div>
  );
}
