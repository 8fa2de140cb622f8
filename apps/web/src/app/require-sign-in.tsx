import { Navigate, Outlet } from "react-router";
import { useSession } from "@/auth/session";
import { PageLoading } from "@/layout/page-loading";

/** Pages for signed-in visitors: guests are sent to the home page (spec 2.1). */
export function RequireSignIn() {
  const { user, loading } = useSession();
  if (loading) return <PageLoading />;
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}
