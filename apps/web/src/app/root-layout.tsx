import { Outlet, ScrollRestoration } from "react-router";
import { SignInDialogProvider } from "@/auth/sign-in-dialog-provider";

/** What every page shares inside the router: the sign-in dialog, and new pages opening at the top. */
export function RootLayout() {
  return (
    <SignInDialogProvider>
      <ScrollRestoration />
      <Outlet />
    </SignInDialogProvider>
  );
}
