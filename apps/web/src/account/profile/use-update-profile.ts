/**
 * Saving profile fields (spec sections 4 and 8): only changed, non-empty fields are sent; nothing
 * to send, or a 422 from the server, is the info notice "No changes to update."; failures say so
 * with the server's sentence.
 */
import type { Profile, ProfileUpdate } from "@squish/shared/account/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { api, ApiError, readJson } from "@/api/api-client";
import { useSession } from "@/auth/session";
import { PROFILE_UPDATED } from "@/auth/session";
import { profileKey } from "../data/use-profile.ts";

export class NoChanges extends Error {}

/** The fields that differ from the stored profile, with blanks dropped as the spec says. */
export function profileChanges(profile: Profile, draft: Record<string, string>): ProfileUpdate | null {
  const changes: Record<string, string> = {};
  for (const [key, value] of Object.entries(draft)) {
    const trimmed = value.trim();
    if (trimmed && trimmed !== (profile[key as keyof Profile] ?? "")) changes[key] = trimmed;
  }
  return Object.keys(changes).length > 0 ? (changes as ProfileUpdate) : null;
}

export function useUpdateProfile(onSaved?: () => void) {
  const { user } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ProfileUpdate | null) => {
      if (!changes) throw new NoChanges();
      return readJson<Profile>(await api.profile.$patch({ json: changes }));
    },
    onSuccess: (profile) => {
      client.setQueryData(profileKey(user?.id), profile);
      window.dispatchEvent(new Event(PROFILE_UPDATED));
      toast.success("Profile updated successfully");
      onSaved?.();
    },
    onError: (error) => {
      if (error instanceof NoChanges || (error instanceof ApiError && error.code === "no_changes")) {
        toast.info("No changes to update.");
        onSaved?.();
      } else if (error instanceof ApiError && error.status === 401) {
        toast.error("Please ensure you're logged in and try again.");
      } else if (error.message) {
        toast.error(`Failed to update profile: ${error.message}`);
      } else {
        toast.error("Failed to update profile. Please try again.");
      }
    },
  });
}
