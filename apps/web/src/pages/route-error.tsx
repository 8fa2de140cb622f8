import { RefreshCw } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";

/**
 * Shown when a page fails to load or render, most often because a new release replaced the page's
 * code while the tab was open; a reload fetches the new version.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Something went wrong loading this page</h1>
      <p className="mt-3 text-muted-foreground">
        Reloading usually fixes it. Your files were never uploaded, so nothing was lost on our side.
      </p>
      {detail && <p className="mt-2 font-mono text-sm text-muted-foreground">{detail}</p>}
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" /> Reload
      </Button>
    </section>
  );
}
