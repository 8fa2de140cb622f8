import { Spinner } from "@/components/ui/spinner";

/** Shown while a page's code loads (pages load on demand). */
export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" data-page-loading>
      <Spinner label="Loading page" />
    </div>
  );
}
