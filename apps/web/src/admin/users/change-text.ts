/**
 * The words of a user change's confirmation: the dialog names the person and says exactly what
 * will happen, so an admin never confirms "Are you sure?" without knowing to whom or what.
 */
import type { AdminUser } from "@squish/shared/admin";
import { planLabel } from "@squish/shared/plan-label";
import type { UserChange } from "../data/admin-mutations.ts";

export interface ChangeText {
  title: string;
  description: string;
  confirm: string;
  destructive: boolean;
}

/** "Jane Doe (jane@example.com)", or the email alone when the name adds nothing. */
export function personLabel(user: Pick<AdminUser, "name" | "email">): string {
  const name = user.name.trim();
  return name && name.toLowerCase() !== user.email.toLowerCase() ? `${name} (${user.email})` : user.email;
}

export function changeText(user: AdminUser, change: UserChange): ChangeText {
  const who = personLabel(user);
  switch (change.kind) {
    case "plan": {
      const to = planLabel(change.plan);
      return {
        title: `Change plan to ${to}?`,
        description: `${who} moves from the ${planLabel(user.plan)} plan to the ${to} plan.`,
        confirm: `Change to ${to}`,
        destructive: false,
      };
    }
    case "role":
      return change.role === "admin"
        ? {
            title: "Make this person an administrator?",
            description: `${who} will be able to manage users, posts and messages, and see the audit log.`,
            confirm: "Make administrator",
            destructive: false,
          }
        : {
            title: "Remove administrator rights?",
            description: `${who} will no longer be able to open the admin area.`,
            confirm: "Remove administrator",
            destructive: true,
          };
    case "disable":
      return {
        title: "Disable this account?",
        description: `${who} will be signed out everywhere and cannot sign in until the account is enabled again.`,
        confirm: "Disable account",
        destructive: true,
      };
    case "enable":
      return {
        title: "Enable this account?",
        description: `${who} will be able to sign in again.`,
        confirm: "Enable account",
        destructive: false,
      };
  }
}
