/**
 * An audit log entry as a sentence ("Changed the plan of jane@example.com to Pro"). The log keeps
 * ids; the server adds the emails of accounts that still exist, and a deleted one shows its id.
 */
import type { AdminAuditEntry } from "@squish/shared/admin";
import { planLabel } from "@squish/shared/plan-label";

const str = (value: unknown) => (typeof value === "string" ? value : "");

export function actorText(entry: Pick<AdminAuditEntry, "actorEmail" | "actorId">): string {
  return entry.actorEmail ?? `Deleted account ${entry.actorId}`;
}

export function auditText(entry: AdminAuditEntry): string {
  const user = entry.targetEmail ?? `account ${entry.targetId}`;
  const d = entry.details;
  const slug = str(d.slug);
  const post = slug ? `the post “${slug}”` : "a post";
  switch (entry.action) {
    case "user.plan":
      return `Changed the plan of ${user} to ${planLabel(str(d.plan))}`;
    case "user.role":
      return d.role === "admin" ? `Made ${user} an administrator` : `Removed administrator rights from ${user}`;
    case "user.disable":
      return `Disabled ${user}${str(d.reason) ? ` (${str(d.reason)})` : ""}`;
    case "user.enable":
      return `Enabled ${user}`;
    case "blog_post.create":
      return `Created ${post}${d.published === true ? ", published" : " as a draft"}`;
    case "blog_post.update": {
      const fields = Array.isArray(d.fields) ? d.fields.filter((f): f is string => typeof f === "string") : [];
      return `Edited a post (${fields.length > 0 ? fields.join(", ") : "no fields"})`;
    }
    case "blog_post.delete":
      return "Deleted a post";
    case "contact_message.handle":
      return d.handled === false ? "Reopened a contact message" : "Marked a contact message handled";
    case "announcement.send":
      return `Emailed “${str(d.subject)}” to ${typeof d.sent === "number" ? d.sent : "?"} members (${str(d.topic) === "marketing" ? "marketing" : "product updates"})`;
    case "tool_request.handle":
      return d.handled === false ? "Reopened a tool request" : "Marked a tool request handled";
    default:
      return `${entry.action} on ${entry.targetType} ${entry.targetId}`;
  }
}
