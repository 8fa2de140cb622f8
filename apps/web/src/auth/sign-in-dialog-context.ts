import { createContext, useContext } from "react";
import type { SignInTab } from "./sign-in-dialog.tsx";

/** Lets any part of the site (the header, a tool's limit message) open the sign-in dialog. */
export interface SignInDialogControl {
  open(tab?: SignInTab): void;
  /** Starts loading the dialog's code before it is needed: for a Sign In button's hover or focus. */
  preload(): void;
}

export const SignInDialogContext = createContext<SignInDialogControl | null>(null);

export function useSignInDialog(): SignInDialogControl {
  const value = useContext(SignInDialogContext);
  if (!value) throw new Error("useSignInDialog must be used inside <SignInDialogProvider>");
  return value;
}
