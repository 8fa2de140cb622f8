import type { AdminUser } from "@squish/shared/admin";
import { describe, expect, it } from "vitest";
import { changeText, personLabel } from "./change-text.ts";

const user: AdminUser = {
  id: "u1",
  email: "jane@example.com",
  name: "Jane Doe",
  role: "user",
  plan: "free",
  emailVerified: true,
  disabled: false,
  createdAt: "2026-01-01T00:00:00.000Z",
};

describe("the words of a user change", () => {
  it("names the person by name and email, or by email alone", () => {
    expect(personLabel(user)).toBe("Jane Doe (jane@example.com)");
    expect(personLabel({ name: "", email: "a@b.c" })).toBe("a@b.c");
    expect(personLabel({ name: "A@B.C", email: "a@b.c" })).toBe("a@b.c");
  });

  it("says what each change does, to whom", () => {
    expect(changeText(user, { kind: "plan", plan: "pro" })).toEqual({
      title: "Change plan to Pro?",
      description: "Jane Doe (jane@example.com) moves from the Free plan to the Pro plan.",
      confirm: "Change to Pro",
      destructive: false,
    });
    expect(changeText(user, { kind: "role", role: "admin" }).confirm).toBe("Make administrator");
    expect(changeText(user, { kind: "role", role: "user" }).destructive).toBe(true);
    expect(changeText(user, { kind: "disable" }).description).toMatch(
      /^Jane Doe \(jane@example.com\) will be signed out/,
    );
    expect(changeText(user, { kind: "enable" }).title).toBe("Enable this account?");
  });
});
