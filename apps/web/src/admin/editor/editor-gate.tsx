import { LogIn } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSession } from "@/auth/session";
import { useSignInDialog } from "@/auth/sign-in-dialog-context";
import { Button } from "@/components/ui/button";
import { PageLoading } from "@/layout/page-loading";
import { NotAdmin } from "../shell/not-admin.tsx";

/**
 * /blog/create and /blog/{slug}/edit are for admins (decision 9): guests are asked to sign in
 * (the page stays, so signing in as an admin opens the editor right here), and signed-in people
 * without the role get a plain "not allowed" page.
 */
export function EditorGate({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const signIn = useSignInDialog();
  if (loading) return <PageLoading />;
  if (user?.role === "admin") return children;
  if (user) return <NotAdmin what="Only administrators write and edit blog posts." />;
  return (
    <section className="mx-auto max-w-lg px-4 py-16 text-center sm:px-6" data-testid="editor-sign-in">
      <LogIn className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">Sign in to write posts</h1>
      <p className="mt-3 text-muted-foreground">
        The blog editor is for the site's administrators. Sign in to continue.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => signIn.open("sign-in")}>Sign In</Button>
        <Button variant="outline" asChild>
          <Link to="/blog">Read the blog</Link>
        </Button>
      </div>
    </section>
  );
}
