/**
 * The picture a link preview shows for this post: chosen here and made by our engine, in this
 * browser, into a 1200 × 630 JPEG (the centre of the picture, filled), then kept by the server;
 * without one, previews show the site's default picture.
 */
import type { BlogPost } from "@squish/shared/blog/blog-posts";
import { POST_PICTURE, postPictureProblem } from "@squish/shared/blog/post-picture";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { toast } from "@/lib/toast";
import { api, readJson } from "@/api/api-client";
import { PictureButtons } from "@/components/picture-buttons";
import { bytesToBase64 } from "@/lib/base64";
import { useOnline } from "@/offline/use-online";
import { enginePool } from "@/tools/framework/engine-pool";
import { ADMIN_POSTS_KEY } from "../data/admin-queries.ts";

/** The preview picture at the quality that fits the limit: most photos fit at the first. */
async function makePicture(file: File): Promise<Uint8Array> {
  const input = new Uint8Array(await file.arrayBuffer());
  let bytes: Uint8Array = new Uint8Array();
  for (const quality of [82, 68, 55]) {
    const result = await enginePool().run(input, {
      kind: "image",
      steps: [{ op: "resize", width: POST_PICTURE.width, height: POST_PICTURE.height, mode: "fill", enlarge: true }],
      output: { format: "jpeg", options: { quality } },
      firstFrame: true,
    });
    bytes = result.bytes as Uint8Array;
    if (bytes.byteLength <= POST_PICTURE.maxBytes) break;
  }
  return bytes;
}

export function PostPictureField({ post }: { post: BlogPost }) {
  const client = useQueryClient();
  const online = useOnline();
  const noteId = useId();
  const changed = (message: string) => {
    void client.invalidateQueries({ queryKey: ADMIN_POSTS_KEY });
    toast.success(message);
  };
  const choose = useMutation({
    mutationFn: async (file: File) => {
      let bytes: Uint8Array;
      try {
        bytes = await makePicture(file);
      } catch {
        throw new Error(`${file.name} could not be read as a picture.`);
      }
      const problem = postPictureProblem(bytes);
      if (problem) throw new Error(problem);
      return readJson<BlogPost>(
        await api.admin["blog-posts"][":id"].picture.$put({
          param: { id: post.id },
          json: { jpeg: bytesToBase64(bytes) },
        }),
      );
    },
    onSuccess: () => changed("Preview picture saved"),
    onError: (error) => toast.error("The picture was not saved", { description: error.message }),
  });
  const remove = useMutation({
    mutationFn: async () =>
      readJson<BlogPost>(await api.admin["blog-posts"][":id"].picture.$delete({ param: { id: post.id } })),
    onSuccess: () => changed("Preview picture removed"),
    onError: (error) => toast.error("The picture was not removed", { description: error.message }),
  });
  const busy = choose.isPending || remove.isPending;

  return (
    <section aria-labelledby={`${noteId}-heading`} className="grid gap-2" data-testid="post-picture">
      <h2 id={`${noteId}-heading`} className="text-sm font-medium">
        Link preview picture
      </h2>
      {post.picture ? (
        <img
          src={post.picture}
          alt={`The picture link previews show for “${post.title}”`}
          width={POST_PICTURE.width}
          height={POST_PICTURE.height}
          className="h-auto w-full max-w-md rounded-md border"
        />
      ) : null}
      <p id={noteId} className="text-sm text-muted-foreground">
        {post.picture
          ? "Shown when the post is shared on social sites and in chats."
          : "None chosen: shared links show the site's picture. Choose one and it is cropped to 1200 × 630 here, in your browser."}
      </p>
      <PictureButtons
        chosen={Boolean(post.picture)}
        saving={choose.isPending ? "Making the picture..." : null}
        disabled={busy || !online}
        describedBy={noteId}
        inputTestId="post-picture-input"
        onFile={(file) => choose.mutate(file)}
        onRemove={() => remove.mutate()}
      />
    </section>
  );
}
