import { Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { BlogPost } from "@squish/shared/blog/blog-posts";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAdminPosts } from "../data/admin-queries.ts";
import { useDeletePost, useSavePost } from "../data/admin-mutations.ts";
import { ConfirmDialog, type ConfirmRequest } from "../shell/confirm-dialog.tsx";
import { SectionHeading } from "../shell/section-heading.tsx";
import { PostRow } from "./post-row.tsx";
import { stacked } from "../shell/stacked-table.ts";
import { StackedHead } from "../shell/stacked-head.tsx";

/**
 * The posts admins wrote (the twelve articles live in the repository and are not listed): drafts
 * and published side by side, edited in the editor, published or taken back here, deleted only
 * after a confirmation that names the post.
 */
export function PostsSection() {
  const posts = useAdminPosts();
  const save = useSavePost();
  const remove = useDeletePost();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);

  async function setPublished(post: BlogPost, published: boolean) {
    try {
      await save.mutateAsync({ id: post.id, input: { published } });
      toast.success(published ? "Published" : "Back to draft", { description: post.title, id: "admin-post" });
    } catch (e) {
      toast.error("Not saved", { description: e instanceof Error ? e.message : undefined });
    }
  }

  const askDelete = (post: BlogPost) =>
    setRequest({
      title: "Delete this post?",
      description: `“${post.title}” (/blog/${post.slug}) will be deleted for good. This cannot be undone.`,
      confirm: "Delete post",
      destructive: true,
      run: async () => {
        await remove.mutateAsync(post.id);
        toast.success("Post deleted", { description: post.title, id: "admin-post" });
      },
    });

  return (
    <section aria-labelledby="posts-heading">
      <SectionHeading
        id="posts-heading"
        title="Blog posts"
        intro="Posts written here. The site's twelve articles are kept in the repository."
        action={
          <Button asChild>
            <Link to="/blog/create">
              <Plus aria-hidden="true" /> New post
            </Link>
          </Button>
        }
      />
      <div className="rounded-xl border bg-card shadow-sm">
        {posts.isPending ? (
          <Spinner label="Loading posts" className="p-6" />
        ) : posts.isError ? (
          <p role="alert" className="p-6 text-sm">
            {posts.error.message}
          </p>
        ) : posts.data.length === 0 ? (
          <p className="p-6 text-sm text-muted-foreground">No posts yet. Write the first with New post.</p>
        ) : (
          <div>
            <table className={stacked.table} data-testid="posts-table">
              <caption className="sr-only">Blog posts written by admins</caption>
              <StackedHead columns={["Post", "Status", "Updated"]} actions />
              <tbody className={stacked.tbody}>
                {posts.data.map((post) => (
                  <PostRow
                    key={post.id}
                    post={post}
                    busy={save.isPending && save.variables.id === post.id}
                    onPublish={(published) => void setPublished(post, published)}
                    onDelete={() => askDelete(post)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <ConfirmDialog request={request} onClose={() => setRequest(null)} />
    </section>
  );
}
