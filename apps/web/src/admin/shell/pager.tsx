import { Button } from "@/components/ui/button";

/**
 * Previous and Next under a list. `hasNext` comes from the data: a total where the API gives one,
 * else a full page (the next may then be empty, which the list says).
 */
export function Pager({
  label,
  page,
  hasNext,
  status,
  onPage,
}: {
  label: string;
  page: number;
  hasNext: boolean;
  status: string;
  onPage(page: number): void;
}) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t pt-4 text-sm">
      <p aria-live="polite">{status}</p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
