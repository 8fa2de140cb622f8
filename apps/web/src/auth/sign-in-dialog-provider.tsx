import { useMemo, useState, type ReactNode } from "react";
import { SignInDialog } from "./sign-in-dialog.tsx";
import { SignInDialogContext } from "./sign-in-dialog-context.ts";

export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const control = useMemo(() => ({ open: () => setOpen(true) }), []);
  return (
    <SignInDialogContext.Provider value={control}>
      {children}
      <SignInDialog open={open} onOpenChange={setOpen} />
    </SignInDialogContext.Provider>
  );
}
