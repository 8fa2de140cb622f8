import { NeedsNetwork } from "@/offline/needs-network";
import { useOnline } from "@/offline/use-online";
import { CONFIRMED_PATH } from "@squish/shared/account/profile";
import type { FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { authClient } from "./auth-client.ts";
import { useAuthAction } from "./use-auth-action.ts";
import { FormField } from "./form-field.tsx";
import { PasswordInput } from "./password-input.tsx";

export function SignUpForm({ onSignedUp }: { onSignedUp(): void }) {
  const { loading, run } = useAuthAction("Sign Up Error");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await run(
      () =>
        authClient.signUp.email({
          name: String(form.get("name")).trim(),
          email: String(form.get("email")).trim(),
          password: String(form.get("password")),
          callbackURL: CONFIRMED_PATH,
        }),
      () => {
        toast.success("Account Created!", { description: "Please check your email to confirm your account." });
        onSignedUp();
      },
    );
  }

  const online = useOnline();
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Sign up">
      <NeedsNetwork action="Signing up" />
      <FormField id="sign-up-name" label="Full Name">
        <Input id="sign-up-name" name="name" autoComplete="name" required maxLength={100} />
      </FormField>
      <FormField id="sign-up-email" label="Email">
        <Input id="sign-up-email" name="email" type="email" autoComplete="email" required />
      </FormField>
      <FormField
        id="sign-up-password"
        label="Password"
        hint="At least 6 characters; 8 or more is better. Very common passwords are refused."
      >
        <PasswordInput
          id="sign-up-password"
          name="password"
          autoComplete="new-password"
          required
          minLength={6}
          maxLength={128}
          aria-describedby="sign-up-password-hint"
        />
      </FormField>
      <Button type="submit" disabled={loading || !online}>
        {loading && <Spinner className="text-current" />}
        {loading ? "Creating account..." : "Sign Up"}
      </Button>
    </form>
  );
}
