import { describe, expect, it } from "vitest";
import { canSubmitPassword, passwordChangeError } from "./password-rules.ts";

const f = (current: string, next: string, confirm: string) => ({ current, next, confirm });

describe("password change rules (spec section 5)", () => {
  it("asks for every field, in each place's words", () => {
    expect(passwordChangeError(f("", "abcdef", "abcdef"), "dashboard")).toBe("All fields are required");
    expect(passwordChangeError(f("old", "", ""), "settings")).toBe("All password fields are required");
  });
  it("wants the new password twice", () => {
    expect(passwordChangeError(f("old", "abcdef", "abcdeg"), "settings")).toBe("New passwords do not match");
  });
  it("wants at least 6 characters", () => {
    expect(passwordChangeError(f("old", "abc", "abc"), "dashboard")).toBe(
      "New password must be at least 6 characters long",
    );
    expect(passwordChangeError(f("old", "abc", "abc"), "settings")).toBe("Password must be at least 6 characters long");
  });
  it("wants a different password", () => {
    expect(passwordChangeError(f("abcdef", "abcdef", "abcdef"), "settings")).toBe(
      "New password must be different from current password",
    );
    expect(passwordChangeError(f("abcdef", "ghijkl", "ghijkl"), "settings")).toBeNull();
  });
  it("enables submit only when the fields allow it", () => {
    expect(canSubmitPassword(f("a", "b", ""))).toBe(false);
    expect(canSubmitPassword(f("a", "b", "c"))).toBe(true);
    expect(canSubmitPassword(f("", "abc", "abc"), true)).toBe(true);
    expect(canSubmitPassword(f("a", "abc", "abd"), true)).toBe(false);
  });
});
