import { useMemo, useRef, useState, type ReactNode } from "react";
import { AuthLinkHandler } from "./auth-link-handler.tsx";
import { SignInDialog, type SignInTab } from "./sign-in-dialog.tsx";
import { SignInDialogContext } from "./sign-in-dialog-context.ts";

export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<SignInTab>("sign-in");
  // What had focus when the dialog opened (a header button, a toast's Login): focus goes back
  // there on close, or to the page's main content when it has gone (toasts close when pressed).
  const opener = useRef<HTMLElement | null>(null);
  const control = useMemo(
    () => ({
      open: (which: SignInTab = "sign-in") => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setTab(which);
        setOpen(true);
      },
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
      <SignInDialog open={open} onOpenChange={setOpen} tab={tab} onTabChange={setTab} onClosed={returnFocus} />
      <AuthLinkHandler />
    </SignInDialogContext.Provider>
  );
}
