import { Check, Reply, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { InboxItem } from "../data/admin-queries.ts";
import { formatDateTime } from "../shell/format-date.ts";
import { replyLink } from "./reply-link.ts";

/** One message or request, whole (they are short), with who sent it, when, and whether it is handled. */
export function InboxItemCard({
  item,
  busy,
  onMark,
}: {
  item: InboxItem;
  busy: boolean;
  onMark(handled: boolean): void;
}) {
  const handled = item.handledAt !== null;
  const headingId = `inbox-${item.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-inbox-item={item.title}
        data-handled={handled}
        className={cn("rounded-xl border bg-card p-4 shadow-sm sm:p-5", handled && "bg-muted/40")}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="break-words font-semibold">
              {item.title}
            </h3>
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">From {item.from}</p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
            </p>
          </div>
          <span
            className={cn(
              "rounded-full px-2 py-0.5 text-xs font-semibold",
              handled ? "bg-secondary text-secondary-foreground" : "bg-primary text-primary-foreground",
            )}
          >
            {handled ? "Handled" : "Open"}
          </span>
        </div>
        <p className="mt-3 whitespace-pre-wrap break-words text-sm">{item.body}</p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-muted-foreground">
            {handled && item.handledAt ? `Handled ${formatDateTime(item.handledAt)}` : ""}
          </p>
          <div className="flex flex-wrap gap-2">
            {item.replyTo && (
              <Button size="sm" variant="outline" asChild>
                <a href={replyLink(item.replyTo)}>
                  <Reply aria-hidden="true" />
                  Reply
                  <span className="sr-only">
                    {" "}
                    to {item.replyTo.email}: {item.title}
                  </span>
                </a>
              </Button>
            )}
            <Button
              size="sm"
              variant={handled ? "outline" : "default"}
              disabled={busy}
              onClick={() => onMark(!handled)}
            >
              {handled ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
              {handled ? "Mark open" : "Mark handled"}
              <span className="sr-only">: {item.title}</span>
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}
