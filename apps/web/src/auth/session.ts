import { createContext, useContext } from "react";

/**
 * Who is using the site. Accounts are optional: the accounts server fills this in for signed-in
 * visitors; until a provider supplies a user, every visitor is a guest, with guest limits.
 */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  plan: "Free" | "Pro";
  role: "user" | "admin";
}

export interface SessionState {
  user: SessionUser | null;
  /** True until the first session check has answered. */
  loading: boolean;
}

export const SessionContext = createContext<SessionState>({ user: null, loading: false });

export function useSession(): SessionState {
  return useContext(SessionContext);
}
