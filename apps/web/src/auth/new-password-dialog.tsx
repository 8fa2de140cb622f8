import { NeedsNetwork } from "@/offline/needs-network";
import { useOnline } from "@/offline/use-online";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { authClient } from "./auth-client.ts";
import { authErrorMessage } from "./auth-messages.ts";
import { FormField } from "./form-field.tsx";
import { PasswordInput } from "./password-input.tsx";

/** Choosing a new password from the emailed reset link, with the spec's rules and messages. */
export function NewPasswordDialog({ token, onDone }: { token: string | null; onDone(changed: boolean): void }) {
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const online = useOnline();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password"));
    const confirm = String(form.get("confirm"));
    if (!password || !confirm) return setProblem("All password fields are required");
    if (password !== confirm) return setProblem("New passwords do not match");
    if (password.length < 6) return setProblem("Password must be at least 6 characters long");
    setProblem(null);
    setLoading(true);
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token: token ?? "" });
      if (error) {
        toast.error("Failed to update password. Please try again.", { description: authErrorMessage(error) });
        return;
      }
      toast.success("Password updated successfully", { description: "Sign in with your new password." });
      onDone(true);
    } catch {
      toast.error("Failed to update password. Please try again.");
    } finally {
      setLoading(false);
    }
  }

  return (
    <Dialog open={token !== null} onOpenChange={(open) => !open && onDone(false)}>
      <DialogContent className="sm:max-w-md">
        <DialogTitle>Choose a New Password</DialogTitle>
        <DialogDescription>Your other sessions will be signed out.</DialogDescription>
        <form onSubmit={submit} className="grid gap-4" aria-label="Choose a new password" noValidate>
          <NeedsNetwork action="Setting a new password" />
          <FormField id="new-password" label="New Password" hint="At least 6 characters; 8 or more is better.">
            <PasswordInput
              id="new-password"
              name="password"
              autoComplete="new-password"
              aria-describedby="new-password-hint"
            />
          </FormField>
          <FormField id="confirm-password" label="Confirm New Password">
            <PasswordInput id="confirm-password" name="confirm" autoComplete="new-password" />
          </FormField>
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <Button type="submit" disabled={loading || !online}>
            {loading && <Spinner className="text-current" />}
            {loading ? "Saving..." : "Update Password"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
