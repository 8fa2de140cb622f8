import { Outlet, ScrollRestoration } from "react-router";
import { SavedThemeSync } from "@/account/settings/saved-theme-sync";
import { SignInDialogProvider } from "@/auth/sign-in-dialog-provider";

/**
 * What every page shares inside the router: the sign-in dialog, new pages opening at the top, and
 * a signed-in person's saved theme.
 */
export function RootLayout() {
  return (
    <SignInDialogProvider>
      <ScrollRestoration />
      <SavedThemeSync />
      <Outlet />
    </SignInDialogProvider>
  );
}
