import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Navigate } from "react-router";
import { ResetRequestForm } from "@/auth/reset-request-form";
import { useSession } from "@/auth/session";
import { SignInForm } from "@/auth/sign-in-form";
import { PageLoading } from "@/layout/page-loading";
import { usePageTitle } from "@/lib/use-page-title";
import { NotAdmin } from "./not-admin.tsx";

/**
 * /admin/login (decision 8): the site's own sign-in form. An admin goes on to /admin; anyone else
 * who signs in here stays signed in (the account is fine) and is told plainly that it is not an
 * administrator's. The server enforces the same rule on every admin request.
 */
export default function AdminLoginPage() {
  usePageTitle("Admin sign-in");
  const { user, loading } = useSession();
  const [view, setView] = useState<"sign-in" | "reset">("sign-in");

  if (loading) return <PageLoading />;
  if (user?.role === "admin") return <Navigate to="/admin" replace />;
  if (user) return <NotAdmin what="Only administrators can sign in here." />;

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <ShieldCheck className="size-10 text-primary" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold tracking-tight">Admin sign-in</h1>
        <p className="mb-6 mt-1 text-sm text-muted-foreground">
          For the people who run this site. Your usual Squish account works here if it is an administrator's.
        </p>
        {view === "reset" ? (
          <ResetRequestForm onBack={() => setView("sign-in")} />
        ) : (
          // The session refresh after signing in re-renders this page, which then decides.
          <SignInForm onSignedIn={() => {}} onForgotPassword={() => setView("reset")} />
        )}
      </div>
    </section>
  );
}
