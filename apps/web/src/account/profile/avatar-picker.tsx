/**
 * The member's picture: chosen here, shrunk on the device by our engine (any image it reads,
 * upright, cropped to the centre square, 128 px WebP of a few KB) and kept by the server as their
 * one picture; or removed, for initials again.
 */
import type { Profile } from "@squish/shared/account/profile";
import { AVATAR_NOTE, AVATAR_SIDE, avatarProblem } from "@squish/shared/account/avatar";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ImageUp, Trash2 } from "lucide-react";
import { useId, useRef, type ChangeEvent } from "react";
import { toast } from "sonner";
import { api, readJson } from "@/api/api-client";
import { PROFILE_UPDATED, useSession } from "@/auth/session";
import { Button } from "@/components/ui/button";
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

function toBase64(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

export function AvatarPicker({ profile }: { profile: Profile }) {
  const { user } = useSession();
  const online = useOnline();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
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
      return readJson<Profile>(await api.profile.avatar.$put({ json: { webp: toBase64(bytes) } }));
    },
    onSuccess: (next) => saved(next, "Picture updated"),
    onError: (error) => toast.error("The picture was not saved", { description: error.message }),
  });
  const remove = useMutation({
    mutationFn: async () => readJson<Profile>(await api.profile.avatar.$delete()),
    onSuccess: (next) => saved(next, "Picture removed"),
    onError: (error) => toast.error("The picture was not removed", { description: error.message }),
  });
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) choose.mutate(file);
  };
  const busy = choose.isPending || remove.isPending;
  const shown = { name: user?.name ?? profile.full_name ?? profile.email, avatar: profile.avatar_url };

  return (
    <section aria-labelledby={`${noteId}-heading`} className="flex flex-wrap items-center gap-4">
      <UserAvatar user={shown} className="size-16 text-xl" />
      <div className="grid min-w-0 flex-1 gap-2">
        <h2 id={`${noteId}-heading`} className="font-medium">
          Picture
        </h2>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept="image/*,.heic,.heif"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={picked}
            data-testid="avatar-input"
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy || !online}
            aria-describedby={noteId}
            onClick={() => input.current?.click()}
          >
            <ImageUp aria-hidden="true" />
            {choose.isPending ? "Saving picture..." : profile.avatar_url ? "Change picture" : "Choose picture"}
          </Button>
          {profile.avatar_url && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy || !online}
              onClick={() => remove.mutate()}
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
        <p id={noteId} className="text-sm text-muted-foreground">
          {AVATAR_NOTE}
        </p>
      </div>
    </section>
  );
}
