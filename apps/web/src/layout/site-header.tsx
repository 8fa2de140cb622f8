import { NavLink } from "react-router";
import { useSession } from "@/auth/session";
import { useSignInDialog } from "@/auth/sign-in-dialog-context";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { lazyPart } from "@/lib/lazy-part";
import { OfflineIndicator } from "@/offline/offline-indicator";
import { ThemeToggle } from "@/theme/theme-toggle";
import { Logo } from "./logo.tsx";
import { MobileMenuButton } from "./mobile-menu-button.tsx";
import { navFor } from "./navigation.ts";
import { QuickToolsMenu } from "./quick-tools-menu.tsx";

// Only signed-in visitors have the avatar menu: its code loads once the session says so (record 0033).
const UserMenu = lazyPart(async () => (await import("./user-menu.tsx")).UserMenu);

export function SiteHeader() {
  const { user } = useSession();
  const signIn = useSignInDialog();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
          {navFor(Boolean(user)).map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === "/"}
              className={({ isActive }) =>
                cn(
                  "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
                  isActive && "text-foreground",
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
          <QuickToolsMenu />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <OfflineIndicator />
          <ThemeToggle />
          {!user && (
            <Button
              className="hidden md:inline-flex"
              onPointerEnter={signIn.preload}
              onFocus={signIn.preload}
              onClick={() => signIn.open()}
            >
              Sign In
            </Button>
          )}
          {user && <UserMenu />}
          <MobileMenuButton />
        </div>
      </div>
    </header>
  );
}
