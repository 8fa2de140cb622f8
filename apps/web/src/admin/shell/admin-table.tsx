import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { stacked } from "./stacked-table.ts";
import { StackedHead } from "./stacked-head.tsx";

interface AdminTableProps {
  /** The list's query: a spinner while it loads, its error's sentence if it fails. */
  query: UseQueryResult<unknown>;
  loadingLabel: string;
  /** Whether the list came back without rows, and what to say then instead of the table. */
  isEmpty: boolean;
  emptyText: ReactNode;
  /** For screen readers: what the table lists. */
  caption: ReactNode;
  columns: readonly string[];
  /** A last column of row buttons. */
  actions?: boolean;
  /** While the next page loads, the table says it is busy. */
  busy?: boolean;
  testId: string;
  /** The rows (stacked.row). */
  children: ReactNode;
  /** Under the table, inside the card: the pager. */
  footer?: ReactNode;
  className?: string;
}

/** An admin list as a card: the stacked table of its rows, or what stands for them while none can be shown. */
export function AdminTable(props: AdminTableProps) {
  const { query } = props;
  return (
    <div className={cn("rounded-xl border bg-card shadow-sm", props.className)}>
      {query.isPending ? (
        <Spinner label={props.loadingLabel} className="p-6" />
      ) : query.isError ? (
        <p role="alert" className="p-6 text-sm">
          {query.error.message}
        </p>
      ) : props.isEmpty ? (
        <p className="p-6 text-sm text-muted-foreground">{props.emptyText}</p>
      ) : (
        <div>
          <table className={stacked.table} aria-busy={props.busy} data-testid={props.testId}>
            <caption className="sr-only">{props.caption}</caption>
            <StackedHead columns={props.columns} actions={props.actions} />
            <tbody className={stacked.tbody}>{props.children}</tbody>
          </table>
        </div>
      )}
      {props.footer && <div className="px-4 pb-4">{props.footer}</div>}
    </div>
  );
}
