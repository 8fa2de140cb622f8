import { UserAvatar } from "@/layout/user-avatar";
import { KeyRound, UserCog } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { useSession } from "@/auth/session";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { usePageTitle } from "@/lib/use-page-title";
import { useProfile } from "../data/use-profile.ts";
import { DashboardSubview, dashboardView } from "./dashboard-subview.tsx";
import { LatestPosts } from "./latest-posts.tsx";
import { ProfileMissing } from "./profile-missing.tsx";
import { QuickActions } from "./quick-actions.tsx";
import { QuickUpload } from "./quick-upload.tsx";
import { RecentActivity } from "./recent-activity.tsx";
import { StatCards } from "./stat-cards.tsx";

/** /dashboard (spec 2.8): welcome, stats, quick actions and upload, recent activity, blog posts. */
export default function DashboardPage() {
  usePageTitle("Dashboard");
  const { user } = useSession();
  const profile = useProfile();
  const [params] = useSearchParams();
  const view = dashboardView(params.get("view"));
  if (profile.isPending) return <Spinner label="Loading your dashboard" className="m-8" />;
  if (profile.isError) return <ProfileMissing />;
  if (view !== "dashboard") return <DashboardSubview view={view} profile={profile.data} />;
  const name = user?.name ?? "there";

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-6 lg:p-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 items-center gap-4">
          {/* Beside the greeting from a tablet up; on a phone the name needs the width. */}
          {user && <UserAvatar user={user} className="hidden size-14 text-lg sm:inline-flex" />}
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">Welcome back, {name}!</h1>
            <p className="mt-1 text-muted-foreground">
              Here is what you have saved so far, live from all your devices.
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="?view=profile-settings">
              <UserCog aria-hidden="true" /> Account overview
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="?view=profile-security">
              <KeyRound aria-hidden="true" /> Security
            </Link>
          </Button>
        </div>
      </header>
      <StatCards />
      {/* One column of the phone's width: a grid with no column template grows its column to the
          widest row's content (a long file name), past the screen's edge. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-3">
          <QuickActions />
          <QuickUpload />
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <RecentActivity />
          <LatestPosts />
        </div>
      </div>
    </div>
  );
}
