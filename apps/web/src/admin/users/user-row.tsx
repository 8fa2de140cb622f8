import type { AdminUser } from "@squish/shared/admin";
import { planLabel } from "@squish/shared/plan-label";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { UserChange } from "../data/admin-mutations.ts";
import { stacked } from "../shell/stacked-table.ts";
import { formatDateTime } from "../shell/format-date.ts";

function Badge({ children, tone }: { children: string; tone: "primary" | "muted" | "danger" }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold",
        tone === "primary" && "bg-primary text-primary-foreground",
        tone === "muted" && "bg-secondary text-secondary-foreground",
        tone === "danger" && "bg-destructive text-destructive-foreground",
      )}
    >
      {children}
    </span>
  );
}

/** Why the admin's own row has no role or access buttons: the server refuses both, always. */
export const OWN_ROW_REASON =
  "You cannot remove your own admin rights or disable your own account, so no admin can lock everyone out. Another admin can.";

/**
 * One user and the changes an admin can ask for. Each button's accessible name ends with the
 * person's email, so a screen reader's list of buttons says whose plan or role it changes. The
 * admin's own row offers only what can succeed; in place of the rest it says why, in full on hover
 * and to screen readers.
 */
export function UserRow({
  user,
  isMe,
  onChange,
}: {
  user: AdminUser;
  isMe: boolean;
  onChange(change: UserChange): void;
}) {
  const pro = planLabel(user.plan) === "Pro";
  const admin = user.role === "admin";
  const whose = <span className="sr-only">: {user.email}</span>;
  return (
    <tr data-user-email={user.email} className={stacked.row}>
      <td className={stacked.wide}>
        <div className="font-medium">
          {user.name || "No name"}
          {isMe && <span className="ml-2 text-xs font-normal text-muted-foreground">(you)</span>}
        </div>
        <div className="break-all text-muted-foreground">{user.email}</div>
        <div className="text-xs text-muted-foreground">
          Joined {formatDateTime(user.createdAt)}
          {!user.emailVerified && " · email not confirmed"}
        </div>
      </td>
      <td className={stacked.cell}>
        <Badge tone={pro ? "primary" : "muted"}>{planLabel(user.plan)}</Badge>
      </td>
      <td className={stacked.cell}>
        <Badge tone={admin ? "primary" : "muted"}>{admin ? "Admin" : "User"}</Badge>
      </td>
      <td className={stacked.cell}>
        <Badge tone={user.disabled ? "danger" : "muted"}>{user.disabled ? "Disabled" : "Active"}</Badge>
      </td>
      <td className={stacked.wide}>
        <div className="flex flex-wrap gap-2 md:justify-end">
          <Button size="sm" variant="outline" onClick={() => onChange({ kind: "plan", plan: pro ? "free" : "pro" })}>
            {pro ? "Set Free" : "Set Pro"}
            {whose}
          </Button>
          {isMe ? (
            <span
              className="self-center text-xs text-muted-foreground underline decoration-dotted underline-offset-2"
              title={OWN_ROW_REASON}
              data-testid="own-row-reason"
            >
              <span aria-hidden="true">Role and access: another admin</span>
              <span className="sr-only">{OWN_ROW_REASON}</span>
            </span>
          ) : (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onChange({ kind: "role", role: admin ? "user" : "admin" })}
              >
                {admin ? "Remove admin" : "Make admin"}
                {whose}
              </Button>
              <Button
                size="sm"
                variant={user.disabled ? "outline" : "destructive"}
                onClick={() => onChange(user.disabled ? { kind: "enable" } : { kind: "disable" })}
              >
                {user.disabled ? "Enable" : "Disable"}
                {whose}
              </Button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
