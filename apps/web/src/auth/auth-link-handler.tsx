/**
 * The links in our emails come back to the site: a confirmed address lands on `/?confirmed=1`,
 * a reset link on `/?token=...` (or `/?error=INVALID_TOKEN` when it has expired). This says what
 * happened and offers the next step, then tidies the address bar.
 */
import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "@/lib/toast";
import { authErrorMessage } from "./auth-messages.ts";
import { NewPasswordDialog } from "./new-password-dialog.tsx";
import { useSignInDialog } from "./sign-in-dialog-context.ts";

export function AuthLinkHandler() {
  const [params, setParams] = useSearchParams();
  const signIn = useSignInDialog();
  const resetToken = params.get("token");

  const forget = useCallback(
    (...keys: string[]) => {
      const rest = new URLSearchParams(params);
      for (const key of keys) rest.delete(key);
      setParams(rest, { replace: true });
    },
    [params, setParams],
  );

  useEffect(() => {
    const confirmed = params.get("confirmed");
    const error = params.get("error");
    if (!confirmed && !error) return;
    if (error) {
      toast.error(confirmed ? "Confirmation Error" : "Reset Password Error", {
        description: authErrorMessage({ code: error.toUpperCase() }),
        id: "auth-link-error",
      });
    } else {
      toast.success("Email confirmed", {
        description: "Your account is ready. Sign in to continue.",
        id: "email-confirmed",
      });
      signIn.open("sign-in");
    }
    forget("confirmed", "error");
  }, [params, forget, signIn]);

  return (
    <NewPasswordDialog
      token={resetToken}
      onDone={(changed) => {
        forget("token");
        if (changed) signIn.open("sign-in");
      }}
    />
  );
}
