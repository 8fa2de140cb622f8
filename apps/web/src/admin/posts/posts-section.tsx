import { Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "@/lib/toast";
import type { BlogPost } from "@squish/shared/blog/blog-posts";
import { Button } from "@/components/ui/button";
import { useAdminPosts } from "../data/admin-queries.ts";
import { useDeletePost, useSavePost } from "../data/admin-mutations.ts";
import { ConfirmDialog, type ConfirmRequest } from "../shell/confirm-dialog.tsx";
import { SectionHeading } from "../shell/section-heading.tsx";
import { PostRow } from "./post-row.tsx";
import { AdminTable } from "../shell/admin-table.tsx";

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
      <AdminTable
        query={posts}
        loadingLabel="Loading posts"
        isEmpty={posts.data?.length === 0}
        emptyText="No posts yet. Write the first with New post."
        caption="Blog posts written by admins"
        columns={["Post", "Status", "Updated"]}
        actions
        testId="posts-table"
      >
        {posts.data?.map((post) => (
          <PostRow
            key={post.id}
            post={post}
            busy={save.isPending && save.variables.id === post.id}
            onPublish={(published) => void setPublished(post, published)}
            onDelete={() => askDelete(post)}
          />
        ))}
      </AdminTable>
      <ConfirmDialog request={request} onClose={() => setRequest(null)} />
    </section>
  );
}
