import { NeedsNetwork } from "@/offline/needs-network";
import { useOnline } from "@/offline/use-online";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { api, readJson } from "@/api/api-client";
import { authClient } from "@/auth/auth-client";
import { FormField } from "@/auth/form-field";
import { PasswordInput } from "@/auth/password-input";
import { useSession } from "@/auth/session";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";

/** Whether the account signs in with a password; a Google-only account confirms by typing its email. */
function useHasPassword(userId: string | undefined) {
  return useQuery({
    queryKey: ["auth-accounts", userId],
    enabled: Boolean(userId),
    queryFn: async () => {
      const { data, error } = await authClient.listAccounts();
      if (error) throw new Error(error.message ?? "Could not read the sign-in methods");
      return data.some((a) => a.providerId === "credential");
    },
  });
}

/** Delete Account (decision 7): confirmed by password or email, then signed out and sent home. */
export function DeleteAccountDialog() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const hasPassword = useHasPassword(user?.id).data ?? true;
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState("");
  const remove = useMutation({
    mutationFn: async () =>
      readJson(
        await api.account.delete.$post({
          json: hasPassword ? { password: confirmation } : { email: confirmation },
        }),
      ),
    onSuccess: async () => {
      setOpen(false);
      await signOut();
      client.clear();
      toast.success("Account deleted", { description: "Your account and all its data have been removed." });
      await navigate("/");
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmation) remove.mutate();
  };

  const online = useOnline();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setConfirmation("");
        remove.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">Delete Account</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This deletes your account, profile, settings, statistics and history for good. It cannot be undone.
        </DialogDescription>
        <form onSubmit={submit} className="grid gap-4">
          <NeedsNetwork action="Deleting your account" />
          {hasPassword ? (
            <FormField id="delete-confirm" label="Your password">
              <PasswordInput
                id="delete-confirm"
                autoComplete="current-password"
                value={confirmation}
                onChange={(e) => setConfirmation(e.target.value)}
              />
            </FormField>
          ) : (
            <FormField id="delete-confirm" label={`Type ${user?.email ?? "your email"} to confirm`}>
              <Input
                id="delete-confirm"
                type="email"
                value={confirmation}
                onChange={(e) => setConfirmation(e.target.value)}
              />
            </FormField>
          )}
          {remove.error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {remove.error.message}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!confirmation || remove.isPending || !online}>
              {remove.isPending ? "Deleting..." : "Delete my account"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
