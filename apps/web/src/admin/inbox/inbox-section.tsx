import { useState } from "react";
import { toast } from "@/lib/toast";
import { Spinner } from "@/components/ui/spinner";
import { ADMIN_PAGE_SIZE, useInbox, type InboxKind } from "../data/admin-queries.ts";
import { useSetHandled } from "../data/admin-mutations.ts";
import { Pager } from "../shell/pager.tsx";
import { SectionHeading } from "../shell/section-heading.tsx";
import { InboxItemCard } from "./inbox-item.tsx";

const WORDS = {
  "contact-messages": {
    title: "Contact messages",
    intro: "What visitors sent through the contact form, newest first.",
    empty: "No messages yet.",
  },
  "tool-requests": {
    title: "Tool requests",
    intro: "Tools people asked for, newest first.",
    empty: "No requests yet.",
  },
} as const;

/**
 * Contact messages or tool requests: read in full, marked handled (or open again). Marking is
 * quick and undoable, so it needs no confirmation; each is in the audit log.
 */
export function InboxSection({ kind }: { kind: InboxKind }) {
  const words = WORDS[kind];
  const [page, setPage] = useState(0);
  const query = useInbox(kind, page);
  const setHandled = useSetHandled(kind);
  const items = query.data ?? [];
  const headingId = `${kind}-heading`;

  async function mark(id: string, handled: boolean) {
    try {
      await setHandled.mutateAsync({ id, handled });
      toast.success(handled ? "Marked handled" : "Marked open", { id: `admin-${kind}` });
    } catch (e) {
      toast.error("Not saved", { description: e instanceof Error ? e.message : undefined });
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={words.title} intro={words.intro} />
      {query.isPending ? (
        <Spinner label={`Loading ${words.title.toLowerCase()}`} />
      ) : query.isError ? (
        <p role="alert" className="text-sm">
          {query.error.message}
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-xl border bg-card p-6 text-sm text-muted-foreground">
          {page === 0 ? words.empty : "Nothing more."}
        </p>
      ) : (
        <ul className="grid gap-3" aria-busy={query.isFetching} data-testid={`${kind}-list`}>
          {items.map((item) => (
            <InboxItemCard
              key={item.id}
              item={item}
              busy={setHandled.isPending && setHandled.variables.id === item.id}
              onMark={(handled) => void mark(item.id, handled)}
            />
          ))}
        </ul>
      )}
      <Pager
        label={`${words.title} pages`}
        page={page}
        hasNext={items.length === ADMIN_PAGE_SIZE}
        status={items.length === 0 ? "" : `Page ${page + 1}`}
        onPage={setPage}
      />
    </section>
  );
}
