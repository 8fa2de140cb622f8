import { BarChart3, LogOut, Pin, PlusCircle, Settings, ShieldCheck, Star, User } from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { TOOLS } from "@squish/shared/tools";
import { useSession } from "@/auth/session";
import { useSignOut } from "@/auth/use-sign-out";
import { cn } from "@/lib/cn";
import { ToolIcon } from "@/tools/tool-icon";

const itemClass = (collapsed: boolean, active = false) =>
  cn(
    "flex items-center gap-3 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring",
    collapsed && "justify-center px-0",
    active && "bg-accent text-accent-foreground",
  );

/** The account's own pages, under the tools; Admin only for admins. */
const ACCOUNT_LINKS = [
  { to: "/dashboard", label: "Usage Stats", icon: BarChart3, adminOnly: false },
  { to: "/profile", label: "Profile", icon: User, adminOnly: false },
  { to: "/settings", label: "Settings", icon: Settings, adminOnly: false },
  { to: "/admin", label: "Admin", icon: ShieldCheck, adminOnly: true },
] as const;

function Label({ collapsed, children }: { collapsed: boolean; children: ReactNode }) {
  // Collapsed, the words stay for screen readers and the tooltip gives them to the mouse.
  return <span className={cn("truncate", collapsed && "sr-only")}>{children}</span>;
}

/** The sidebar's content (spec 2.4): the tools with popular markers, Request New Tool, account links. */
export function SidebarNav({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const signOut = useSignOut();
  const { user } = useSession();
  return (
    <div className="flex h-full flex-col gap-4">
      <nav aria-label="Tools" className="flex flex-1 flex-col gap-1 overflow-y-auto">
        <NavLink
          to="/my-tools"
          onClick={onNavigate}
          title={collapsed ? "My Tools" : undefined}
          className={({ isActive }) => cn(itemClass(collapsed, isActive), "mb-2 border")}
        >
          <Pin className="size-4 shrink-0" aria-hidden="true" />
          <Label collapsed={collapsed}>My Tools</Label>
        </NavLink>
        {TOOLS.map((tool) => (
          <NavLink
            key={tool.id}
            to={tool.path}
            onClick={onNavigate}
            title={collapsed ? tool.name : undefined}
            className={({ isActive }) => itemClass(collapsed, isActive)}
          >
            <ToolIcon toolId={tool.id} className="size-4 shrink-0 text-primary" />
            <Label collapsed={collapsed}>{tool.name}</Label>
            {tool.popular && !collapsed && (
              <span className="ml-auto inline-flex items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary">
                <Star className="size-3" aria-hidden="true" /> Popular
              </span>
            )}
            {tool.popular && collapsed && <span className="sr-only">(popular)</span>}
          </NavLink>
        ))}
      </nav>
      <Link
        to="/request-tool"
        onClick={onNavigate}
        title={collapsed ? "Request New Tool" : undefined}
        className={cn(itemClass(collapsed), "border border-dashed border-primary/50 text-primary")}
      >
        <PlusCircle className="size-4 shrink-0" aria-hidden="true" />
        <Label collapsed={collapsed}>Request New Tool</Label>
      </Link>
      <nav aria-label="Account" className="flex flex-col gap-1 border-t pt-4">
        {ACCOUNT_LINKS.filter((link) => !link.adminOnly || user?.role === "admin").map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            end={to === "/dashboard"}
            onClick={onNavigate}
            title={collapsed ? label : undefined}
            className={({ isActive }) => itemClass(collapsed, isActive)}
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            <Label collapsed={collapsed}>{label}</Label>
          </NavLink>
        ))}
        <button
          type="button"
          title={collapsed ? "Logout" : undefined}
          className={cn(itemClass(collapsed), "text-left")}
          onClick={() => {
            onNavigate?.();
            void signOut();
          }}
        >
          <LogOut className="size-4 shrink-0" aria-hidden="true" />
          <Label collapsed={collapsed}>Logout</Label>
        </button>
      </nav>
    </div>
  );
}
