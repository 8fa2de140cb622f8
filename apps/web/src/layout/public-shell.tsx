import { Outlet, useNavigation } from "react-router";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { PageLoading } from "./page-loading.tsx";

/** Header, content and footer around every page that is not part of the dashboard. */
export function PublicShell() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  return (
    <div className="flex min-h-dvh flex-col" data-shell="public">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none" aria-busy={loading}>
        {loading ? <PageLoading /> : <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}
