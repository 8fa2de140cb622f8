import { lazy, Suspense } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "@/lib/toast";
import { FIXED_BLOG_SLUGS } from "@squish/shared/blog-articles";
import type { BlogPostInput, BlogPostUpdate } from "@squish/shared/blog/blog-posts";
import { Button } from "@/components/ui/button";
import { PageLoading } from "@/layout/page-loading";
import { usePageTitle } from "@/lib/use-page-title";
import { useAdminPosts } from "../data/admin-queries.ts";
import { useSavePost } from "../data/admin-mutations.ts";
import { EditorGate } from "./editor-gate.tsx";
import { fieldsOf, inputOf, PostForm } from "./post-form.tsx";
import type { PostFields } from "./post-fields.ts";

/**
 * The link-preview picture loads with its own chunk: it brings the engine's worker pool, and an
 * import here would list those files in the list of preloads every page's first load carries.
 */
const PostPictureField = lazy(() =>
  import("./post-picture-field.tsx").then((module) => ({ default: module.PostPictureField })),
);

/** Only the fields that changed, so the audit log says what an edit touched. */
function changes(before: BlogPostInput, after: BlogPostInput): BlogPostUpdate {
  const out: BlogPostUpdate = {};
  for (const key of Object.keys(after) as (keyof BlogPostInput)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) Object.assign(out, { [key]: after[key] });
  }
  return out;
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto max-w-lg px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{text}</p>
      <Button className="mt-8" asChild>
        <Link to="/admin?section=posts">Back to posts</Link>
      </Button>
    </section>
  );
}

function Editor() {
  const { slug } = useParams();
  const editing = slug !== undefined;
  usePageTitle(editing ? "Edit blog post" : "New blog post");
  const navigate = useNavigate();
  const posts = useAdminPosts();
  const save = useSavePost();

  if (editing && FIXED_BLOG_SLUGS.has(slug)) {
    return (
      <Notice
        title="This article is kept in the repository"
        text="The site's own articles are Markdown files in the source code; change them there."
      />
    );
  }
  if (posts.isPending) return <PageLoading />;
  if (posts.isError) return <Notice title="The posts could not be loaded" text={posts.error.message} />;
  const post = editing ? (posts.data.find((p) => p.slug === slug) ?? null) : null;
  if (editing && !post) return <Notice title="No such post" text={`No post has the address /blog/${slug}.`} />;
  const otherSlugs = posts.data.filter((p) => p.id !== post?.id).map((p) => p.slug);

  async function onSave(fields: PostFields) {
    const input = inputOf(fields);
    const saved = await save.mutateAsync(
      post ? { id: post.id, input: changes(inputOf(fieldsOf(post)), input) } : { id: null, input },
    );
    toast.success(post ? "Post saved" : "Post created", {
      description: saved.published ? `Published at /blog/${saved.slug}` : "Saved as a draft",
      id: "admin-post",
    });
    // A new post, or a new address, continues at its own edit page.
    if (!post || saved.slug !== post.slug) await navigate(`/blog/${saved.slug}/edit`, { replace: true });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{post ? "Edit blog post" : "New blog post"}</h1>
      <p className="mb-6 mt-1 text-muted-foreground">
        {post ? `/blog/${post.slug}` : "Write in Markdown; the preview shows the post as readers will see it."}
        {post?.published && (
          <>
            {" · "}
            <Link to={`/blog/${post.slug}`} className="text-primary underline-offset-4 hover:underline">
              View post
            </Link>
          </>
        )}
      </p>
      {/* Keyed by post: after a save moves to another address, the form starts from the saved post. */}
      <PostForm key={post?.id ?? "new"} post={post} otherSlugs={otherSlugs} onSave={onSave} />
      {post ? (
        <div className="mt-8 border-t pt-6">
          <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the link-preview picture…</p>}>
            <PostPictureField post={post} />
          </Suspense>
        </div>
      ) : (
        <p className="mt-8 border-t pt-6 text-sm text-muted-foreground">
          Once the post is saved, you can choose the picture link previews show for it.
        </p>
      )}
    </div>
  );
}

/** /blog/create and /blog/{slug}/edit: the Markdown editor with its live preview, for admins. */
export default function PostEditorPage() {
  return (
    <EditorGate>
      <Editor />
    </EditorGate>
  );
}
