import { useEffect, useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { resolvePath } from "@squish/shared/routes";
import { useSession } from "@/auth/session";
import { useSignInDialog } from "@/auth/sign-in-dialog-context";
import { PageLoading } from "@/layout/page-loading";

/**
 * Pages for signed-in visitors. A guest who asks for one is sent to the home page (spec 2.1) with
 * the sign-in dialog open, saying why, and is taken to the page they asked for once signed in. A
 * member who signs out here is only sent home: they did not ask to sign in again.
 */
export function RequireSignIn() {
  const { user, loading } = useSession();
  const location = useLocation();
  const signIn = useSignInDialog();
  const wasSignedIn = useRef(false);
  const wanted = location.pathname + location.search + location.hash;

  useEffect(() => {
    if (user) wasSignedIn.current = true;
  }, [user]);
  useEffect(() => {
    if (loading || user || wasSignedIn.current) return;
    const resolved = resolvePath(location.pathname);
    const title = resolved.kind === "page" ? resolved.route.title : "This page";
    signIn.open("sign-in", { reason: `“${title}” is part of your account. Sign in to open it.`, returnTo: wanted });
  }, [loading, user, wanted, location.pathname, signIn]);

  if (loading) return <PageLoading />;
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}
