import { AvatarPicker } from "../profile/avatar-picker.tsx";
import type { Profile } from "@squish/shared/account/profile";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ChangePasswordForm } from "../password/change-password-form.tsx";
import { AccountOverview } from "../profile/account-overview.tsx";
import { ProfileForm } from "../profile/profile-form.tsx";

export type DashboardView = "dashboard" | "profile-security" | "profile-settings";

export function dashboardView(value: string | null): DashboardView {
  return value === "profile-security" || value === "profile-settings" ? value : "dashboard";
}

/**
 * The dashboard's sub-views (spec 2.8), addressed by ?view= so the browser's back button and a
 * bookmark work: password update, and the account overview with its two tabs.
 */
export function DashboardSubview({ view, profile }: { view: Exclude<DashboardView, "dashboard">; profile: Profile }) {
  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-6 lg:p-8">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" /> Back to Dashboard
        </Link>
      </Button>
      {view === "profile-security" ? (
        <>
          <h1 className="mt-4 text-2xl font-bold tracking-tight">Security</h1>
          <p className="mt-1 mb-6 text-muted-foreground">Update the password you sign in with.</p>
          <ChangePasswordForm place="dashboard" />
        </>
      ) : (
        <>
          <h1 className="mt-4 text-2xl font-bold tracking-tight">Account overview</h1>
          <div className="mt-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
            <AccountOverview profile={profile} />
          </div>
          <Tabs defaultValue="info" className="mt-6">
            <TabsList>
              <TabsTrigger value="info">Profile Information</TabsTrigger>
              <TabsTrigger value="security">Security Settings</TabsTrigger>
            </TabsList>
            <div className="mt-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
              <TabsContent value="info" className="mt-0 grid gap-6">
                <AvatarPicker profile={profile} />
                <ProfileForm profile={profile} />
              </TabsContent>
              <TabsContent value="security" className="mt-0">
                <ChangePasswordForm place="dashboard" />
              </TabsContent>
            </div>
          </Tabs>
        </>
      )}
    </div>
  );
}
