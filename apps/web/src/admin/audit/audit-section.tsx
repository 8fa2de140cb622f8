import { useState } from "react";
import { ADMIN_PAGE_SIZE, useAuditLog } from "../data/admin-queries.ts";
import { formatDateTime } from "../shell/format-date.ts";
import { Pager } from "../shell/pager.tsx";
import { SectionHeading } from "../shell/section-heading.tsx";
import { actorText, auditText } from "./audit-text.ts";
import { cn } from "@/lib/cn";
import { stacked } from "../shell/stacked-table.ts";
import { AdminTable } from "../shell/admin-table.tsx";

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
      <AdminTable
        query={query}
        loadingLabel="Loading the audit log"
        isEmpty={entries.length === 0}
        emptyText={page === 0 ? "No changes yet." : "Nothing more."}
        caption="Admin actions, newest first"
        columns={["When", "Who", "What"]}
        busy={query.isFetching}
        testId="audit-table"
        footer={
          <Pager
            label="Audit log pages"
            page={page}
            hasNext={entries.length === ADMIN_PAGE_SIZE}
            status={entries.length === 0 ? "" : `Page ${page + 1}`}
            onPage={setPage}
          />
        }
      >
        {entries.map((e) => (
          <tr key={e.id} data-action={e.action} className={stacked.row}>
            <td className={cn(stacked.wide, "whitespace-nowrap text-muted-foreground")}>
              <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
            </td>
            <td className={cn(stacked.wide, "break-all")}>{actorText(e)}</td>
            <td className={stacked.wide}>{auditText(e)}</td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
