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
import { PasswordInput } from "./password-input.tsx";
import { useSession } from "./session.ts";

export function SignInForm({ onSignedIn, onForgotPassword }: { onSignedIn(): void; onForgotPassword(): void }) {
  const { refresh } = useSession();
  const { loading, run } = useAuthAction("Authentication Error");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await run(
      () =>
        authClient.signIn.email({
          email: String(form.get("email")),
          // No callbackURL: with one, the client would reload the page after signing in.
          password: String(form.get("password")),
        }),
      async () => {
        await refresh();
        toast.success("Welcome back!", { description: "You have successfully signed in." });
        onSignedIn();
      },
    );
  }

  const online = useOnline();
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Sign in">
      <NeedsNetwork action="Signing in" />
      <FormField id="sign-in-email" label="Email">
        <Input id="sign-in-email" name="email" type="email" autoComplete="email" required />
      </FormField>
      <FormField id="sign-in-password" label="Password">
        <PasswordInput id="sign-in-password" name="password" autoComplete="current-password" required />
      </FormField>
      <Button type="submit" disabled={loading || !online}>
        {loading && <Spinner className="text-current" />}
        {loading ? "Signing in..." : "Sign In"}
      </Button>
      <Button type="button" variant="link" className="justify-self-center" onClick={onForgotPassword}>
        Forgot Password?
      </Button>
    </form>
  );
}
