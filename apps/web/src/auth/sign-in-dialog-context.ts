import { createContext, useContext } from "react";
import type { SignInTab } from "./sign-in-dialog.tsx";

/** Why the dialog opened and where to go once signed in: a guest who asked for a member page. */
export interface SignInRequest {
  /** A sentence shown at the top of the dialog. */
  reason: string;
  /** The address to open after signing in. */
  returnTo: string;
}

/** Lets any part of the site (the header, a tool's limit message) open the sign-in dialog. */
export interface SignInDialogControl {
  open(tab?: SignInTab, request?: SignInRequest): void;
  /** Starts loading the dialog's code before it is needed: for a Sign In button's hover or focus. */
  preload(): void;
}

export const SignInDialogContext = createContext<SignInDialogControl | null>(null);

export function useSignInDialog(): SignInDialogControl {
  const value = useContext(SignInDialogContext);
  if (!value) throw new Error("useSignInDialog must be used inside <SignInDialogProvider>");
  return value;
}
