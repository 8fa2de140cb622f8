import type { ComponentType } from "react";
import { useLocation, type RouteObject } from "react-router";
import { PAGE_ROUTES, REDIRECTS, resolvePath, type PageRoute } from "@squish/shared/routes";
import { PublicShell } from "@/layout/public-shell";
import { PageLoading } from "@/layout/page-loading";
import { RouteError } from "@/pages/route-error";
import { loadNotFoundPage, pageModule } from "./page-modules.ts";
import { Redirect } from "./redirect.tsx";
import { RequireSignIn } from "./require-sign-in.tsx";
import type { RouteHandle } from "./route-handle.ts";
import { RootLayout } from "./root-layout.tsx";

type PageLoader = () => Promise<{ default: ComponentType }>;

function lazyPage(load: PageLoader): RouteObject["lazy"] {
  return async () => ({ Component: (await load()).default });
}

/**
 * A route with a parameter (`/blog/:slug`) matches any slug, but only some exist: the others get
 * the not-found page, as the server answers them with 404.
 */
function lazyPatternPage(load: PageLoader): RouteObject["lazy"] {
  return async () => {
    const [{ default: Page }, { default: NotFound }] = await Promise.all([load(), loadNotFoundPage()]);
    function KnownPathOnly() {
      const { pathname } = useLocation();
      return resolvePath(pathname).kind === "page" ? <Page /> : <NotFound />;
    }
    return { Component: KnownPathOnly };
  };
}

const loadDashboardShell: RouteObject["lazy"] = async () => ({
  Component: (await import("@/account/shell/dashboard-shell")).DashboardShell,
});

function pageRoute(page: PageRoute): RouteObject {
  const handle: RouteHandle = { pageId: page.id, title: page.title };
  const load = pageModule(page.id);
  // A blog post may also come from the database, which only the page itself can ask: it shows the
  // not-found page for a slug that is neither an article nor a published post. The editor, for
  // admins, says itself when no post (draft or published) has the slug.
  const checked = page.path.includes(":") && page.id !== "blog-post" && page.id !== "blog-edit";
  return { path: page.path, handle, lazy: checked ? lazyPatternPage(load) : lazyPage(load) };
}

/** Every route of the shared table, the redirects, and the not-found page for everything else. */
export function buildRoutes(): RouteObject[] {
  const open = PAGE_ROUTES.filter((p) => p.access !== "signed-in").map(pageRoute);
  const members = PAGE_ROUTES.filter((p) => p.access === "signed-in").map(pageRoute);
  const redirects = [...REDIRECTS].map(([from, to]) => ({ path: from, element: <Redirect to={to} /> }));

  return [
    {
      element: <RootLayout />,
      hydrateFallbackElement: <PageLoading />,
      errorElement: <RouteError />,
      children: [
        {
          element: <PublicShell />,
          errorElement: <RouteError />,
          children: [...open, ...redirects, { path: "*", lazy: lazyPage(loadNotFoundPage) }],
        },
        {
          // The member pages live in the dashboard shell; guests are sent home (spec 2.1 and 2.2).
          element: <RequireSignIn />,
          errorElement: <RouteError />,
          // The dashboard's frame (sidebar, top bar, live updates) loads with the first member page,
          // so none of it is in a guest's first load (record 0033).
          children: [{ lazy: loadDashboardShell, children: members }],
        },
      ],
    },
  ];
}
