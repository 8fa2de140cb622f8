import { Home, Menu, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { BrandMark } from "@/layout/brand-mark";
import { UserMenu } from "@/layout/user-menu";
import { OfflineIndicator } from "@/offline/offline-indicator";
import { ThemeToggle } from "@/theme/theme-toggle";
import type { LiveStatus } from "../live/event-stream.ts";
import { LiveIndicator } from "./live-indicator.tsx";

interface TopBarProps {
  collapsed: boolean;
  onToggleCollapsed(): void;
  onOpenDrawer(): void;
  live: LiveStatus;
}

/** The dashboard shell's top bar (spec 2.2): menu or collapse toggle, home link, theme toggle, user menu. */
export function TopBar({ collapsed, onToggleCollapsed, onOpenDrawer, live }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur sm:px-4">
      <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu" onClick={onOpenDrawer}>
        <Menu aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="hidden lg:inline-flex"
        aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
        aria-expanded={!collapsed}
        aria-controls="dashboard-sidebar"
        onClick={onToggleCollapsed}
      >
        {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
      </Button>
      <Link to="/" className="flex items-center gap-2 rounded-md px-2 py-1 font-bold">
        <BrandMark size={28} />
        <span>Squish</span>
      </Link>
      <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
        <Link to="/">
          <Home aria-hidden="true" /> Home
        </Link>
      </Button>
      <div className="ml-auto flex items-center gap-2">
        <OfflineIndicator />
        <LiveIndicator status={live} />
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
