import { LayoutGrid, LogOut, Menu, Settings, ShieldCheck } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { quickTools } from "@squish/shared/tools";
import { useSession } from "@/auth/session";
import { useSignInDialog } from "@/auth/sign-in-dialog-context";
import { useSignOut } from "@/auth/use-sign-out";
import { Button } from "@/components/ui/button";
import { MenuDrawerContent } from "@/components/ui/menu-drawer";
import { cn } from "@/lib/cn";
import { ToolIcon } from "@/tools/tool-icon";
import { useTakeOverFocus, type DeferredMenuProps } from "./deferred-menu.tsx";
import { MOBILE_MENU_BUTTON } from "./menu-buttons.ts";
import { navFor } from "./navigation.ts";
import { UserAvatar } from "./user-avatar.tsx";

/**
 * The menu for narrow screens: a panel from the right with the links, quick tools and sign-in.
 * Loaded on first hover, focus or press of its button (mobile-menu-button.tsx).
 */
export function MobileMenu({ initiallyOpen, focusTrigger }: DeferredMenuProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const trigger = useTakeOverFocus<HTMLButtonElement>(focusTrigger);
  const { user } = useSession();
  const signIn = useSignInDialog();
  const signOut = useSignOut();
  const close = () => setOpen(false);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button ref={trigger} {...MOBILE_MENU_BUTTON}>
          <Menu aria-hidden="true" />
        </Button>
      </DialogPrimitive.Trigger>
      <MenuDrawerContent
        hiddenFrom="md"
        className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 overflow-y-auto border-l bg-background p-6 shadow-xl"
      >
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {navFor(Boolean(user)).map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === "/"}
              onClick={close}
              className={({ isActive }) =>
                cn("rounded-md px-3 py-2 font-medium hover:bg-accent", isActive && "bg-accent text-accent-foreground")
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <section aria-labelledby="mobile-quick-tools" className="flex flex-col gap-1">
          <h2
            id="mobile-quick-tools"
            className="px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
          >
            Quick Tools
          </h2>
          {quickTools().map((tool) => (
            <Link
              key={tool.id}
              to={tool.path}
              onClick={close}
              className="flex items-center gap-2 rounded-md px-3 py-2 hover:bg-accent"
            >
              <ToolIcon toolId={tool.id} className="size-4 text-primary" />
              {tool.name}
            </Link>
          ))}
          <Link to="/tools" onClick={close} className="flex items-center gap-2 rounded-md px-3 py-2 hover:bg-accent">
            <LayoutGrid className="size-4" aria-hidden="true" />
            View All Tools
          </Link>
        </section>
        {user ? (
          <section aria-label="Account" className="mt-auto flex flex-col gap-1 border-t pt-4">
            <p className="flex items-center gap-2 px-3 pb-2 text-sm text-muted-foreground">
              <UserAvatar user={user} className="size-8 text-xs" />
              <span className="truncate">
                Signed in as <span className="font-medium text-foreground">{user.name}</span> ({user.plan})
              </span>
            </p>
            <Link
              to="/settings"
              onClick={close}
              className="flex items-center gap-2 rounded-md px-3 py-2 hover:bg-accent"
            >
              <Settings className="size-4" aria-hidden="true" />
              Account Settings
            </Link>
            {user.role === "admin" && (
              <Link
                to="/admin"
                onClick={close}
                className="flex items-center gap-2 rounded-md px-3 py-2 hover:bg-accent"
              >
                <ShieldCheck className="size-4" aria-hidden="true" />
                Admin
              </Link>
            )}
            <button
              type="button"
              onClick={() => {
                close();
                void signOut();
              }}
              className="flex items-center gap-2 rounded-md px-3 py-2 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <LogOut className="size-4" aria-hidden="true" />
              Sign Out
            </button>
          </section>
        ) : (
          <Button
            className="mt-auto"
            onPointerEnter={signIn.preload}
            onFocus={signIn.preload}
            onClick={() => {
              close();
              signIn.open();
            }}
          >
            Sign In
          </Button>
        )}
      </MenuDrawerContent>
    </DialogPrimitive.Root>
  );
}
