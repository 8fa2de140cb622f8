import { Outlet, ScrollRestoration } from "react-router";
import { useSession } from "@/auth/session";
import { SignInDialogProvider } from "@/auth/sign-in-dialog-provider";
import { lazyPart } from "@/lib/lazy-part";

// Only a signed-in person has a saved theme: its settings query loads with the session (record 0033).
const SavedThemeSync = lazyPart(async () => (await import("@/account/settings/saved-theme-sync")).SavedThemeSync);

/**
 * What every page shares inside the router: the sign-in dialog, new pages opening at the top, and
 * a signed-in person's saved theme.
 */
export function RootLayout() {
  const { user } = useSession();
  return (
    <SignInDialogProvider>
      <ScrollRestoration />
      {user && <SavedThemeSync />}
      <Outlet />
    </SignInDialogProvider>
  );
}
