import { useState } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import { PageLoading } from "@/layout/page-loading";
import { cn } from "@/lib/cn";
import { useLiveUpdates } from "../live/use-live-updates.ts";
import { SidebarDrawer } from "./sidebar-drawer.tsx";
import { SidebarNav } from "./sidebar-nav.tsx";
import { TopBar } from "./top-bar.tsx";

const COLLAPSED_KEY = "squish.sidebarCollapsed";

function storedCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * The signed-in area's frame (spec 2.2 and 2.4): a sidebar 72 units wide or 16 collapsed on
 * desktop, a drawer below 1024 px, and the top bar. It also holds the one live-update stream, so
 * every member page stays current while any of them is open.
 */
export function DashboardShell() {
  const [collapsed, setCollapsed] = useState(storedCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const { pathname } = useLocation();
  const loading = useNavigation().state === "loading";
  const live = useLiveUpdates();

  // The drawer closes by itself on navigation (the back button included), adjusting state in render.
  if (drawerOpen && drawerPath !== pathname) {
    setDrawerOpen(false);
    setDrawerPath(null);
  }

  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(COLLAPSED_KEY, next ? "1" : "0");
    } catch {
      // Storage may be blocked; the choice holds for this visit.
    }
  };

  return (
    <div className="flex min-h-dvh flex-col" data-shell="dashboard">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <TopBar
        collapsed={collapsed}
        onToggleCollapsed={toggleCollapsed}
        onOpenDrawer={() => {
          setDrawerPath(pathname);
          setDrawerOpen(true);
        }}
        live={live}
      />
      <div className="flex flex-1">
        <aside
          id="dashboard-sidebar"
          aria-label="Sidebar"
          data-collapsed={collapsed}
          className={cn(
            "sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 border-r bg-card p-3 transition-[width] lg:block",
            collapsed ? "w-16" : "w-72",
          )}
        >
          <SidebarNav collapsed={collapsed} />
        </aside>
        <SidebarDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none" aria-busy={loading}>
          {loading ? <PageLoading /> : <Outlet />}
        </main>
      </div>
    </div>
  );
}
