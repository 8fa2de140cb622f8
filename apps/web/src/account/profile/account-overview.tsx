import type { Profile } from "@squish/shared/account/profile";
import { format } from "date-fns";
import { PlanBadge } from "./plan-badge.tsx";

/** Who the account is: email, plan, role and when it was made. */
export function AccountOverview({ profile }: { profile: Profile }) {
  const rows = [
    ["Email", profile.email],
    ["Member since", format(new Date(profile.created_at), "d MMMM yyyy")],
    ["Role", profile.role === "admin" ? "Administrator" : "Member"],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm text-muted-foreground">{term}</dt>
          <dd className="font-medium break-all">{value}</dd>
        </div>
      ))}
      <dt className="text-sm text-muted-foreground">Plan</dt>
      <dd>
        <PlanBadge plan={profile.plan} />
      </dd>
    </dl>
  );
}
