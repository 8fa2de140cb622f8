/**
 * Keeps the signed-in user: better-auth's session (refreshed silently by its client) plus the
 * profile's name and plan. Sign-in and sign-out broadcast `authStateChanged` on window, and a
 * `profileUpdated` event reloads the profile, as the spec's pages expect.
 *
 * The auth client loads after the page has started (session-bridge.tsx): at once for someone who
 * was signed in here last time (`localStorage.user`, removed on sign-out as the spec says) or on a
 * page the browser draws itself, and when the page is idle for everyone else, who is most likely
 * a guest. Until it answers, the session is loading and the visitor counts as a guest.
 */
import type { Profile } from "@squish/shared/account/profile";
// The zod-free module: the account schemas stay out of every page's first load (record 0033).
import { planLabel } from "@squish/shared/plan-label";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { api, readJson } from "@/api/api-client";
import { startedFromServerHtml } from "@/app/start-mode";
import { lazyPart } from "@/lib/lazy-part";
import type { SessionReading } from "./session-bridge.tsx";
import { AUTH_STATE_CHANGED, PROFILE_UPDATED, SessionContext, type SessionState, type SessionUser } from "./session.ts";

export const PROFILE_QUERY_KEY = ["profile"] as const;

/** The spec's local-storage item: present while someone is signed in on this browser. */
const SIGNED_IN_ITEM = "user";
/** How long an idle page waits at most before it checks the session anyway. */
const IDLE_TIMEOUT_MS = 2_000;

const SessionBridge = lazyPart(async () => (await import("./session-bridge.tsx")).SessionBridge);

const NOT_READ: SessionReading = { data: null, isPending: true, refetch: async () => undefined };

function signedInHere(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_ITEM) !== null;
  } catch {
    return false;
  }
}

function rememberSignedIn(userId: string | null): void {
  try {
    if (userId) localStorage.setItem(SIGNED_IN_ITEM, userId);
    else localStorage.removeItem(SIGNED_IN_ITEM);
  } catch {
    // Storage may be blocked: the session is then checked when the page is idle.
  }
}

/**
 * Whether the session check is loaded: at once on a page the browser draws itself, right after
 * hydration for someone signed in here, when the page is idle for everyone else. Never during
 * hydration itself: the server rendered the page without it.
 */
function useSessionCheckWanted(): [boolean, () => void] {
  const [wanted, setWanted] = useState(() => typeof window !== "undefined" && !startedFromServerHtml());
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => {
    if (signedInHere() || typeof requestIdleCallback !== "function") {
      const soon = setTimeout(want, 0);
      return () => clearTimeout(soon);
    }
    const idle = requestIdleCallback(want, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(idle);
  }, [want]);
  return [wanted, want];
}

/** A promise and its resolve, kept across renders (Promise.withResolvers is too new for some browsers). */
function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function displayName(profile: Profile | undefined, email: string): string {
  return profile?.full_name?.trim() || email.split("@")[0] || "User";
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionReading>(NOT_READ);
  const [checkWanted, wantCheck] = useSessionCheckWanted();
  // The latest reading for callbacks, and the first answer for a refresh asked before the check loaded.
  const sessionRef = useRef(session);
  const [firstAnswer] = useState(deferred);
  const onReading = useCallback(
    (reading: SessionReading) => {
      sessionRef.current = reading;
      setSession(reading);
      if (!reading.isPending) firstAnswer.resolve();
    },
    [firstAnswer],
  );
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
    rememberSignedIn(id);
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
    if (sessionRef.current === NOT_READ) {
      // The check itself asks the server, once it has loaded.
      wantCheck();
      return firstAnswer.promise;
    }
    await sessionRef.current.refetch();
  }, [wantCheck, firstAnswer]);

  const signOut = useCallback(async () => {
    let result: { ok: boolean; message?: string } = { ok: true };
    try {
      const { authClient } = await import("./auth-client.ts");
      const { error } = await authClient.signOut();
      // 401, 403 and 404 mean the server holds no session for us: signed out all the same.
      if (error && ![401, 403, 404].includes(error.status)) result = { ok: false, message: error.message ?? "" };
    } catch (error) {
      result = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    setSignedOutLocally(true);
    rememberSignedIn(null);
    queryClient.removeQueries({ queryKey: PROFILE_QUERY_KEY });
    await sessionRef.current.refetch().catch(() => {});
    return result;
  }, [queryClient]);

  const value = useMemo<SessionState>(
    () => ({ user, loading: session.isPending, signOut, refresh }),
    [user, session.isPending, signOut, refresh],
  );
  return (
    <SessionContext.Provider value={value}>
      {checkWanted && <SessionBridge onReading={onReading} />}
      {children}
    </SessionContext.Provider>
  );
}
