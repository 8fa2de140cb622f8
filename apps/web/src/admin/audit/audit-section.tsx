import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { ADMIN_PAGE_SIZE, useAuditLog } from "../data/admin-queries.ts";
import { formatDateTime } from "../shell/format-date.ts";
import { Pager } from "../shell/pager.tsx";
import { SectionHeading } from "../shell/section-heading.tsx";
import { actorText, auditText } from "./audit-text.ts";
import { cn } from "@/lib/cn";
import { stacked } from "../shell/stacked-table.ts";
import { StackedHead } from "../shell/stacked-head.tsx";

/** The audit log (decision 0016): who did what, and when, newest first, 20 a page. Read-only. */
export function AuditSection() {
  const [page, setPage] = useState(0);
  const query = useAuditLog(page);
  const entries = query.data ?? [];

  return (
    <section aria-labelledby="audit-heading">
      <SectionHeading
        id="audit-heading"
        title="Audit log"
        intro="Every change made in this area, newest first. Entries cannot be edited or deleted."
      />
      <div className="rounded-xl border bg-card shadow-sm">
        {query.isPending ? (
          <Spinner label="Loading the audit log" className="p-6" />
        ) : query.isError ? (
          <p role="alert" className="p-6 text-sm">
            {query.error.message}
          </p>
        ) : entries.length === 0 ? (
          <p className="p-6 text-sm text-muted-foreground">{page === 0 ? "No changes yet." : "Nothing more."}</p>
        ) : (
          <div>
            <table className={stacked.table} aria-busy={query.isFetching} data-testid="audit-table">
              <caption className="sr-only">Admin actions, newest first</caption>
              <StackedHead columns={["When", "Who", "What"]} />
              <tbody className={stacked.tbody}>
                {entries.map((e) => (
                  <tr key={e.id} data-action={e.action} className={stacked.row}>
                    <td className={cn(stacked.wide, "whitespace-nowrap text-muted-foreground")}>
                      <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                    </td>
                    <td className={cn(stacked.wide, "break-all")}>{actorText(e)}</td>
                    <td className={stacked.wide}>{auditText(e)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="px-4 pb-4">
          <Pager
            label="Audit log pages"
            page={page}
            hasNext={entries.length === ADMIN_PAGE_SIZE}
            status={entries.length === 0 ? "" : `Page ${page + 1}`}
            onPage={setPage}
          />
        </div>
      </div>
    </section>
  );
}
