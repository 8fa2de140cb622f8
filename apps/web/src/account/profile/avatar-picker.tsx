/**
 * The member's picture: chosen here, shrunk on the device by our engine (any image it reads,
 * upright, cropped to the centre square, 128 px WebP of a few KB) and kept by the server as their
 * one picture; or removed, for initials again.
 */
import type { Profile } from "@squish/shared/account/profile";
import { AVATAR_NOTE, AVATAR_SIDE, avatarProblem } from "@squish/shared/account/avatar";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { toast } from "@/lib/toast";
import { api, readJson } from "@/api/api-client";
import { PROFILE_UPDATED, useSession } from "@/auth/session";
import { PictureButtons } from "@/components/picture-buttons";
import { bytesToBase64 } from "@/lib/base64";
import { UserAvatar } from "@/layout/user-avatar";
import { useOnline } from "@/offline/use-online";
import { enginePool } from "@/tools/framework/engine-pool";
import { profileKey } from "../data/use-profile.ts";

/** The picture as the server keeps it: made here, so nothing but the small copy leaves the device. */
async function shrink(file: File): Promise<Uint8Array> {
  const result = await enginePool().run(new Uint8Array(await file.arrayBuffer()), {
    kind: "image",
    steps: [{ op: "resize", width: AVATAR_SIDE, height: AVATAR_SIDE, mode: "fill" }],
    output: { format: "webp", options: { quality: 82 } },
    firstFrame: true,
  });
  return result.bytes as Uint8Array;
}

export function AvatarPicker({ profile }: { profile: Profile }) {
  const { user } = useSession();
  const online = useOnline();
  const client = useQueryClient();
  const noteId = useId();
  const saved = (next: Profile, message: string) => {
    client.setQueryData(profileKey(user?.id), next);
    window.dispatchEvent(new Event(PROFILE_UPDATED));
    toast.success(message);
  };
  const choose = useMutation({
    mutationFn: async (file: File) => {
      let bytes: Uint8Array;
      try {
        bytes = await shrink(file);
      } catch {
        throw new Error(`${file.name} could not be read as a picture. Try a JPEG, PNG, WebP, AVIF, GIF or HEIC.`);
      }
      const problem = avatarProblem(bytes);
      if (problem) throw new Error(problem);
      return readJson<Profile>(await api.profile.avatar.$put({ json: { webp: bytesToBase64(bytes) } }));
    },
    onSuccess: (next) => saved(next, "Picture updated"),
    onError: (error) => toast.error("The picture was not saved", { description: error.message }),
  });
  const remove = useMutation({
    mutationFn: async () => readJson<Profile>(await api.profile.avatar.$delete()),
    onSuccess: (next) => saved(next, "Picture removed"),
    onError: (error) => toast.error("The picture was not removed", { description: error.message }),
  });
  const busy = choose.isPending || remove.isPending;
  const shown = { name: user?.name ?? profile.full_name ?? profile.email, avatar: profile.avatar_url };

  return (
    <section aria-labelledby={`${noteId}-heading`} className="flex flex-wrap items-center gap-4">
      <UserAvatar user={shown} className="size-16 text-xl" />
      <div className="grid min-w-0 flex-1 gap-2">
        <h2 id={`${noteId}-heading`} className="font-medium">
          Picture
        </h2>
        <PictureButtons
          chosen={Boolean(profile.avatar_url)}
          saving={choose.isPending ? "Saving picture..." : null}
          disabled={busy || !online}
          describedBy={noteId}
          inputTestId="avatar-input"
          onFile={(file) => choose.mutate(file)}
          onRemove={() => remove.mutate()}
        />
        <p id={noteId} className="text-sm text-muted-foreground">
          {AVATAR_NOTE}
        </p>
      </div>
    </section>
  );
}
