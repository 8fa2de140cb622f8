import type { AdminAuditEntry } from "@squish/shared/admin";
import { describe, expect, it } from "vitest";
import { actorText, auditText } from "./audit-text.ts";

const entry = (
  action: string,
  details: Record<string, unknown> = {},
  targetEmail: string | null = "jane@example.com",
) =>
  ({
    id: "e1",
    actorId: "a1",
    actorEmail: "boss@example.com",
    action,
    targetType: "user",
    targetId: "u1",
    targetEmail,
    details,
    createdAt: "2026-01-01T00:00:00.000Z",
  }) satisfies AdminAuditEntry;

describe("audit entries in words", () => {
  it("name who acted, or the id of a deleted account", () => {
    expect(actorText(entry("user.enable"))).toBe("boss@example.com");
    expect(actorText({ actorEmail: null, actorId: "a1" })).toBe("Deleted account a1");
  });

  it("say what was done to whom", () => {
    expect(auditText(entry("user.plan", { plan: "pro" }))).toBe("Changed the plan of jane@example.com to Pro");
    expect(auditText(entry("user.role", { role: "admin" }))).toBe("Made jane@example.com an administrator");
    expect(auditText(entry("announcement.send", { topic: "marketing", subject: "Spring offer", sent: 12 }))).toBe(
      "Emailed “Spring offer” to 12 members (marketing)",
    );
    expect(auditText(entry("user.role", { role: "user" }))).toBe("Removed administrator rights from jane@example.com");
    expect(auditText(entry("user.disable", { reason: "Spam" }))).toBe("Disabled jane@example.com (Spam)");
    expect(auditText(entry("user.enable", {}, null))).toBe("Enabled account u1");
    expect(auditText(entry("blog_post.create", { slug: "hello", published: true }))).toBe(
      "Created the post “hello”, published",
    );
    expect(auditText(entry("blog_post.update", { fields: ["title", "published"] }))).toBe(
      "Edited a post (title, published)",
    );
    expect(auditText(entry("contact_message.handle", { handled: true }))).toBe("Marked a contact message handled");
    expect(auditText(entry("tool_request.handle", { handled: false }))).toBe("Reopened a tool request");
    expect(auditText(entry("something.new"))).toBe("something.new on user u1");
  });
});
