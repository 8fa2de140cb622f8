import { createContext, useContext } from "react";

/**
 * Who is using the site. Accounts are optional: the session provider fills this in for signed-in
 * visitors; everyone else is a guest, with guest limits.
 */
export interface SessionUser {
  id: string;
  email: string;
  /** The profile's full name, else the part of the email before the at sign, else "User". */
  name: string;
  plan: "Free" | "Pro";
  role: "user" | "admin";
  /** The member's picture on our origin, or null for their initials. */
  avatar: string | null;
}

export interface SessionState {
  user: SessionUser | null;
  /** True until the first session check has answered. */
  loading: boolean;
  /** Ends the session; the local session is cleared even if the server cannot be reached. */
  signOut(): Promise<{ ok: boolean; message?: string }>;
  /** Asks the server again, after a sign-in for example. */
  refresh(): Promise<void>;
}

export const SessionContext = createContext<SessionState>({
  user: null,
  loading: false,
  signOut: async () => ({ ok: true }),
  refresh: async () => {},
});

export function useSession(): SessionState {
  return useContext(SessionContext);
}

/** The spec's window events: other parts of the page listen for these to refresh what they show. */
export const AUTH_STATE_CHANGED = "authStateChanged";
export const PROFILE_UPDATED = "profileUpdated";
