import { NeedsNetwork } from "@/offline/needs-network";
import { useOnline } from "@/offline/use-online";
import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { BlogPost, BlogPostInput } from "@squish/shared/blog/blog-posts";
import { ApiError } from "@/api/api-client";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { Field } from "./field.tsx";
import { MarkdownPreview } from "./markdown-preview.tsx";
import {
  parseTags,
  slugFromTitle,
  slugProblem,
  validatePost,
  type FieldErrors,
  type PostFields,
} from "./post-fields.ts";

const textarea =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring";

export function fieldsOf(post: BlogPost | null): PostFields {
  return post
    ? {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        tags: post.tags.join(", "),
        bodyMarkdown: post.bodyMarkdown,
        published: post.published,
      }
    : { title: "", slug: "", excerpt: "", tags: "", bodyMarkdown: "", published: false };
}

export function inputOf(fields: PostFields): BlogPostInput {
  return {
    title: fields.title.trim(),
    slug: fields.slug.trim(),
    excerpt: fields.excerpt.trim(),
    tags: parseTags(fields.tags),
    bodyMarkdown: fields.bodyMarkdown,
    published: fields.published,
  };
}

/**
 * The editor's form beside its live preview. A new post's slug follows its title until the admin
 * types one. Problems are caught here with the server's own rules and shown at their field; the
 * server still has the last word (a slug taken meanwhile comes back as its 409 sentence).
 */
export function PostForm({
  post,
  otherSlugs,
  onSave,
}: {
  post: BlogPost | null;
  otherSlugs: readonly string[];
  onSave(fields: PostFields): Promise<void>;
}) {
  const [fields, setFields] = useState(() => fieldsOf(post));
  const [slugEdited, setSlugEdited] = useState(post !== null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set = (patch: Partial<PostFields>) => setFields((f) => ({ ...f, ...patch }));
  // The slug's format and uniqueness are checked as it is typed, once there is something to check.
  const liveSlugError = fields.slug ? (slugProblem(fields.slug, otherSlugs) ?? undefined) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePost(fields, otherSlugs);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) {
      // Focus the first field that needs attention; its error is tied to it for screen readers.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
      return;
    }
    setSaving(true);
    try {
      await onSave(fields);
    } catch (e) {
      if (e instanceof ApiError && e.code === "slug_taken") {
        setErrors({ slug: e.message });
        form.current?.querySelector<HTMLElement>("#post-slug")?.focus();
      } else setProblem(e instanceof Error ? e.message : "The post could not be saved.");
    } finally {
      setSaving(false);
    }
  }

  const online = useOnline();
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <form
        ref={form}
        onSubmit={submit}
        noValidate
        className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
        aria-label="Post"
      >
        <NeedsNetwork action="Saving a post" />
        <Field id="post-title" label="Title" error={errors.title}>
          <Input
            value={fields.title}
            required
            maxLength={200}
            onChange={(e) =>
              set({ title: e.target.value, ...(slugEdited ? {} : { slug: slugFromTitle(e.target.value) }) })
            }
          />
        </Field>
        <Field
          id="post-slug"
          label="Address (slug)"
          hint={`The post's address: /blog/${fields.slug || "your-slug"}`}
          error={errors.slug ?? liveSlugError}
        >
          <Input
            value={fields.slug}
            required
            maxLength={100}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => {
              setSlugEdited(true);
              set({ slug: e.target.value });
            }}
          />
        </Field>
        <Field
          id="post-excerpt"
          label="Description"
          hint="One or two sentences for the blog list and search engines."
          error={errors.excerpt}
        >
          <textarea
            className={textarea}
            rows={2}
            maxLength={500}
            value={fields.excerpt}
            onChange={(e) => set({ excerpt: e.target.value })}
          />
        </Field>
        <Field
          id="post-tags"
          label="Tags"
          hint="Separated by commas, for example: jpeg, web performance"
          error={errors.tags}
        >
          <Input value={fields.tags} onChange={(e) => set({ tags: e.target.value })} />
        </Field>
        <Field
          id="post-body"
          label="Text (Markdown)"
          hint="Headings with ##, links with [text](https://…). HTML is shown as text."
          error={errors.bodyMarkdown}
        >
          <textarea
            className={cn(textarea, "min-h-80 font-mono")}
            rows={16}
            value={fields.bodyMarkdown}
            onChange={(e) => set({ bodyMarkdown: e.target.value })}
          />
        </Field>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Status</legend>
          {([false, true] as const).map((published) => (
            <label key={String(published)} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="post-status"
                className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-ring"
                checked={fields.published === published}
                onChange={() => set({ published })}
              />
              {published ? "Published: on the blog for everyone" : "Draft: only admins see it"}
            </label>
          ))}
        </fieldset>
        {problem && (
          <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving || !online}>
            {saving && <Spinner className="text-current" label="Saving" />}
            {post ? "Save changes" : "Create post"}
          </Button>
          <Button variant="outline" asChild>
            <Link to="/admin?section=posts">Back to posts</Link>
          </Button>
        </div>
      </form>
      <div className="lg:sticky lg:top-20">
        <MarkdownPreview title={fields.title} description={fields.excerpt} markdown={fields.bodyMarkdown} />
      </div>
    </div>
  );
}
