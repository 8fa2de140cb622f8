import { describe, expect, it } from "vitest";
import { DISABLED_ACCOUNT_MESSAGE } from "@squish/shared/account/messages";
import { authErrorMessage } from "./auth-messages.ts";

describe("auth error sentences", () => {
  it("says a disabled account is disabled, whatever words the auth library sent", () => {
    const error = { code: "BANNED_USER", message: "You have been banned from this application", status: 403 };
    expect(authErrorMessage(error)).toBe(DISABLED_ACCOUNT_MESSAGE);
  });

  it("keeps the server's own sentence for a locked account, which names the wait", () => {
    expect(authErrorMessage({ code: "ACCOUNT_LOCKED", message: "Try again in 4 minutes." })).toBe(
      "Try again in 4 minutes.",
    );
  });
});
