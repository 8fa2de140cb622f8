import { useMemo, useState, type ReactNode } from "react";
import { AuthLinkHandler } from "./auth-link-handler.tsx";
import { SignInDialog, type SignInTab } from "./sign-in-dialog.tsx";
import { SignInDialogContext } from "./sign-in-dialog-context.ts";

export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<SignInTab>("sign-in");
  const control = useMemo(
    () => ({
      open: (which: SignInTab = "sign-in") => {
        setTab(which);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <SignInDialogContext.Provider value={control}>
      {children}
      <SignInDialog open={open} onOpenChange={setOpen} tab={tab} onTabChange={setTab} />
      <AuthLinkHandler />
    </SignInDialogContext.Provider>
  );
}
