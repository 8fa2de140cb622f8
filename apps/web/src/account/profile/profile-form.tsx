import { NeedsNetwork } from "@/offline/needs-network";
import { useOnline } from "@/offline/use-online";
import type { Profile } from "@squish/shared/account/profile";
import { useState, type FormEvent } from "react";
import { FormField } from "@/auth/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { PlanBadge } from "./plan-badge.tsx";
import { profileChanges, useUpdateProfile } from "./use-update-profile.ts";

const FIELDS = [
  { key: "full_name", label: "Full Name", autoComplete: "name" },
  { key: "username", label: "Username", autoComplete: "username" },
] as const;

function draftOf(profile: Profile) {
  return Object.fromEntries(FIELDS.map((f) => [f.key, profile[f.key] ?? ""])) as Record<string, string>;
}

/** The profile's own fields with edit mode (spec 2.8): Edit, then Cancel or Save; email read-only. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(() => draftOf(profile));
  const update = useUpdateProfile(() => setEditing(false));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(profileChanges(profile, draft));
  };

  const online = useOnline();
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Profile information">
      <NeedsNetwork action="Saving your profile" />
      <div className="flex flex-wrap items-center gap-3">
        <PlanBadge plan={profile.plan} />
        <Button type="button" variant="outline" size="sm" disabled title="Paid plans are not offered yet">
          Upgrade Plan
        </Button>
      </div>
      {FIELDS.map((f) => (
        <FormField key={f.key} id={`profile-${f.key}`} label={f.label}>
          <Input
            id={`profile-${f.key}`}
            autoComplete={f.autoComplete}
            value={draft[f.key]}
            readOnly={!editing}
            onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
            className={editing ? undefined : "bg-muted"}
            type="text"
          />
        </FormField>
      ))}
      <FormField id="profile-email" label="Email" hint="To change your email address, please contact support.">
        <Input
          id="profile-email"
          value={profile.email}
          readOnly
          className="bg-muted"
          aria-describedby="profile-email-hint"
        />
      </FormField>
      <div className="flex gap-2">
        {editing ? (
          <>
            <Button key="save" type="submit" disabled={update.isPending || !online}>
              {update.isPending ? "Saving..." : "Save"}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setDraft(draftOf(profile));
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </>
        ) : (
          <Button
            key="edit"
            type="button"
            onClick={(event) => {
              // React swaps this button for Save within the click; without this the browser would
              // go on to submit the form through the new submit button.
              event.preventDefault();
              setEditing(true);
            }}
          >
            Edit
          </Button>
        )}
      </div>
    </form>
  );
}
