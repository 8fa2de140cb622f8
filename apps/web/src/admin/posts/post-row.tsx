import { Link } from "react-router";
import type { BlogPost } from "@squish/shared/blog/blog-posts";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatDateTime } from "../shell/format-date.ts";
import { stacked } from "../shell/stacked-table.ts";

/** One post: title and address, draft or published, and its actions, each named after the post. */
export function PostRow({
  post,
  busy,
  onPublish,
  onDelete,
}: {
  post: BlogPost;
  busy: boolean;
  onPublish(published: boolean): void;
  onDelete(): void;
}) {
  const which = <span className="sr-only">: {post.title}</span>;
  return (
    <tr data-post-slug={post.slug} className={stacked.row}>
      <td className={stacked.wide}>
        <div className="font-medium">{post.title}</div>
        <div className="break-all text-muted-foreground">/blog/{post.slug}</div>
      </td>
      <td className={stacked.cell}>
        <span
          className={cn(
            "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold",
            post.published ? "bg-primary text-primary-foreground" : "bg-secondary text-secondary-foreground",
          )}
        >
          {post.published ? "Published" : "Draft"}
        </span>
      </td>
      <td className={cn(stacked.cell, "whitespace-nowrap text-muted-foreground")}>{formatDateTime(post.updatedAt)}</td>
      <td className={stacked.wide}>
        <div className="flex flex-wrap gap-2 md:justify-end">
          <Button size="sm" variant="outline" asChild>
            <Link to={`/blog/${post.slug}/edit`}>Edit{which}</Link>
          </Button>
          {post.published && (
            <Button size="sm" variant="ghost" asChild>
              <Link to={`/blog/${post.slug}`}>View{which}</Link>
            </Button>
          )}
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onPublish(!post.published)}>
            {post.published ? "Unpublish" : "Publish"}
            {which}
          </Button>
          <Button size="sm" variant="destructive" onClick={onDelete}>
            Delete{which}
          </Button>
        </div>
      </td>
    </tr>
  );
}
