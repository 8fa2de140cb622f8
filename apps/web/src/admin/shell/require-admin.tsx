import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useSession } from "@/auth/session";
import { PageLoading } from "@/layout/page-loading";
import { NotAdmin } from "./not-admin.tsx";

/**
 * The admin pages' gate in the browser (the server has its own on every request): guests go to
 * /admin/login, signed-in people without the role are told so, admins see the page.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <PageLoading />;
  if (!user) return <Navigate to="/admin/login" replace />;
  if (user.role !== "admin") return <NotAdmin />;
  return children;
}
