import { useMemo, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { lazyPart } from "@/lib/lazy-part";
import { AuthLinkWatcher } from "./auth-link-watcher.tsx";
import type { SignInTab } from "./sign-in-dialog.tsx";
import { SignInDialogContext, type SignInRequest } from "./sign-in-dialog-context.ts";
import { loadSignInDialog, preloadSignInDialog } from "./sign-in-dialog-loader.ts";

const SignInDialog = lazyPart(async () => (await loadSignInDialog()).SignInDialog);

export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // The dialog's code is fetched the first time it opens (or earlier, on a Sign In button's hover
  // or focus) and stays mounted afterwards, so closing keeps its animation and focus handling.
  const [wanted, setWanted] = useState(false);
  const [tab, setTab] = useState<SignInTab>("sign-in");
  const [request, setRequest] = useState<SignInRequest | null>(null);
  const navigate = useNavigate();
  // What had focus when the dialog opened (a header button, a toast's Login): focus goes back
  // there on close, or to the page's main content when it has gone (toasts close when pressed).
  const opener = useRef<HTMLElement | null>(null);
  const control = useMemo(
    () => ({
      open: (which: SignInTab = "sign-in", why?: SignInRequest) => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setRequest(why ?? null);
        setTab(which);
        setWanted(true);
        setOpen(true);
      },
      preload: preloadSignInDialog,
    }),
    [],
  );
  const returnFocus = () => {
    const target = opener.current?.isConnected && opener.current !== document.body ? opener.current : null;
    const main = document.getElementById("main");
    requestAnimationFrame(() => (target ?? main)?.focus({ preventScroll: target === null }));
  };
  return (
    <SignInDialogContext.Provider value={control}>
      {children}
      {wanted && (
        <SignInDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) setRequest(null);
          }}
          reason={request?.reason}
          onSignedIn={() => {
            // The page the guest asked for, now that they may see it.
            if (request) void navigate(request.returnTo);
          }}
          tab={tab}
          onTabChange={setTab}
          onClosed={returnFocus}
          onLoadError={() => {
            // Offline before the form was kept, or a new version: say so; the next press tries again.
            setWanted(false);
            setOpen(false);
            returnFocus();
            toast.error("Could not open the sign-in form", {
              description: "Check your connection, then try again.",
            });
          }}
        />
      )}
      <AuthLinkWatcher />
    </SignInDialogContext.Provider>
  );
}
