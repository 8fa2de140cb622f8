import { NeedsNetwork } from "@/offline/needs-network";
import { useOnline } from "@/offline/use-online";
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { FormField } from "@/auth/form-field";
import { PasswordInput } from "@/auth/password-input";
import { authClient } from "@/auth/auth-client";
import { Button } from "@/components/ui/button";
import {
  canSubmitPassword,
  EMPTY_PASSWORD_FIELDS,
  passwordChangeError,
  type PasswordFields,
  type PasswordPlace,
} from "./password-rules.ts";

interface Props {
  place: PasswordPlace;
  /** The profile's Account tab enables submit on a matching new password alone (spec section 5). */
  accountTab?: boolean;
}

/** Change password: current, new and confirm, each with show/hide; the spec's rules and toasts. */
export function ChangePasswordForm({ place, accountTab = false }: Props) {
  const id = useId();
  const [fields, setFields] = useState<PasswordFields>(EMPTY_PASSWORD_FIELDS);
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: async (f: PasswordFields) => {
      const { error: failed } = await authClient.changePassword({ currentPassword: f.current, newPassword: f.next });
      if (failed) throw new Error(failed.message ?? "");
    },
    onSuccess: () => {
      setFields(EMPTY_PASSWORD_FIELDS);
      toast.success("Password updated successfully");
    },
    onError: (failure) =>
      toast.error("Failed to update password. Please try again.", { description: failure.message || undefined }),
  });

  const set = (key: keyof PasswordFields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordChangeError(fields, place);
    setError(problem);
    if (!problem) change.mutate(fields);
  };

  const field = (key: keyof PasswordFields, label: string, autoComplete: string) => (
    <FormField id={`${id}-${key}`} label={label}>
      <PasswordInput
        id={`${id}-${key}`}
        autoComplete={autoComplete}
        value={fields[key]}
        onChange={(event) => set(key)(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FormField>
  );

  const online = useOnline();
  return (
    <form onSubmit={submit} className="grid max-w-md gap-4" noValidate aria-label="Change password">
      <NeedsNetwork action="Changing your password" />
      {field("current", "Current Password", "current-password")}
      {field("next", "New Password", "new-password")}
      {field("confirm", "Confirm New Password", "new-password")}
      <p className="text-xs text-muted-foreground">
        Tip: use at least 8 characters, mixing words, numbers and symbols. Changing it signs you out on your other
        devices.
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button
        type="submit"
        className="justify-self-start"
        disabled={!canSubmitPassword(fields, accountTab) || change.isPending || !online}
      >
        {change.isPending ? "Updating..." : "Update Password"}
      </Button>
    </form>
  );
}
