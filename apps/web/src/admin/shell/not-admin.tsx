import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { useSession } from "@/auth/session";
import { useSignOut } from "@/auth/use-sign-out";
import { Button } from "@/components/ui/button";

export const NOT_ADMIN = "This account is not an administrator.";

/**
 * What a signed-in person without the admin role sees on an admin page: a plain sentence naming
 * the account, and the ways on (their dashboard, or signing out to use another account), never
 * a blank page or a silent redirect.
 */
export function NotAdmin({ what = "This area is for administrators." }: { what?: string }) {
  const { user } = useSession();
  const signOut = useSignOut();
  return (
    <section className="mx-auto max-w-lg px-4 py-16 text-center sm:px-6" data-testid="not-admin">
      <ShieldAlert className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">Not allowed</h1>
      <p className="mt-3 text-lg" role="alert">
        {NOT_ADMIN}
      </p>
      <p className="mt-2 text-muted-foreground">
        {what} You are signed in as <span className="font-medium text-foreground">{user?.email}</span>.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/dashboard">Go to your dashboard</Link>
        </Button>
        <Button variant="outline" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
    </section>
  );
}
