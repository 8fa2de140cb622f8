import { NeedsNetwork } from "@/offline/needs-network";
import { useOnline } from "@/offline/use-online";
import type { FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { authClient } from "./auth-client.ts";
import { useAuthAction } from "./use-auth-action.ts";
import { FormField } from "./form-field.tsx";

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ResetRequestForm({ onBack }: { onBack(): void }) {
  const { loading, run } = useAuthAction("Reset Password Error");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email")).trim();
    await run(
      () => authClient.requestPasswordReset({ email, redirectTo: "/" }),
      () => {
        toast.success("Reset Link Sent", { description: "Check your email for the password reset link." });
        onBack();
      },
    );
  }

  const online = useOnline();
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Reset password">
      <NeedsNetwork action="Asking for a reset link" />
      <p className="text-sm text-muted-foreground">
        Enter your email and we will send you a link to choose a new password.
      </p>
      <FormField id="reset-email" label="Email">
        <Input id="reset-email" name="email" type="email" autoComplete="email" required />
      </FormField>
      <Button type="submit" disabled={loading || !online}>
        {loading && <Spinner className="text-current" />}
        {loading ? "Sending..." : "Send Reset Link"}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
