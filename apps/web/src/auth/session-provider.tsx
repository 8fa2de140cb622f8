/**
 * Keeps the signed-in user: better-auth's session (refreshed silently by its client) plus the
 * profile's name and plan. Sign-in and sign-out broadcast `authStateChanged` on window, and a
 * `profileUpdated` event reloads the profile, as the spec's pages expect.
 */
import type { Profile } from "@squish/shared/account/profile";
// The zod-free module: the account schemas stay out of every page's first load (record 0033).
import { planLabel } from "@squish/shared/plan-label";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { api, readJson } from "@/api/api-client";
import { authClient } from "./auth-client.ts";
import { AUTH_STATE_CHANGED, PROFILE_UPDATED, SessionContext, type SessionState, type SessionUser } from "./session.ts";

export const PROFILE_QUERY_KEY = ["profile"] as const;

function displayName(profile: Profile | undefined, email: string): string {
  return profile?.full_name?.trim() || email.split("@")[0] || "User";
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const session = authClient.useSession();
  const queryClient = useQueryClient();
  // Set when a sign-out could not reach the server: this tab treats the visitor as signed out.
  const [signedOutLocally, setSignedOutLocally] = useState(false);
  const authUser = signedOutLocally ? null : (session.data?.user ?? null);

  const profile = useQuery({
    queryKey: [...PROFILE_QUERY_KEY, authUser?.id],
    enabled: Boolean(authUser),
    queryFn: async () => readJson<Profile>(await api.profile.$get()),
    staleTime: 30_000,
  });

  const user = useMemo<SessionUser | null>(() => {
    if (!authUser) return null;
    const role = (authUser as { role?: string | null }).role === "admin" ? "admin" : "user";
    return {
      id: authUser.id,
      email: authUser.email,
      name: displayName(profile.data, authUser.email),
      plan: planLabel(profile.data?.plan),
      role,
      avatar: profile.data?.avatar_url ?? null,
    };
  }, [authUser, profile.data]);

  // Broadcast sign-in and sign-out (not every re-render) to the rest of the page.
  const lastId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (session.isPending) return;
    const id = user?.id ?? null;
    if (lastId.current !== undefined && lastId.current !== id) {
      window.dispatchEvent(
        new CustomEvent(AUTH_STATE_CHANGED, { detail: { user, session: user ? session.data?.session : null } }),
      );
    }
    lastId.current = id;
  }, [user, session.isPending, session.data]);

  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    window.addEventListener(PROFILE_UPDATED, reload);
    return () => window.removeEventListener(PROFILE_UPDATED, reload);
  }, [queryClient]);

  const refresh = useCallback(async () => {
    setSignedOutLocally(false);
    await session.refetch();
  }, [session]);

  const signOut = useCallback(async () => {
    let result: { ok: boolean; message?: string } = { ok: true };
    try {
      const { error } = await authClient.signOut();
      // 401, 403 and 404 mean the server holds no session for us: signed out all the same.
      if (error && ![401, 403, 404].includes(error.status)) result = { ok: false, message: error.message ?? "" };
    } catch (error) {
      result = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    setSignedOutLocally(true);
    localStorage.removeItem("user");
    queryClient.removeQueries({ queryKey: PROFILE_QUERY_KEY });
    await session.refetch().catch(() => {});
    return result;
  }, [queryClient, session]);

  const value = useMemo<SessionState>(
    () => ({ user, loading: session.isPending, signOut, refresh }),
    [user, session.isPending, signOut, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
