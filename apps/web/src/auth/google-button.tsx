import { useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/api/api-client";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { GoogleIcon } from "@/layout/social-icons";
import { authClient } from "./auth-client.ts";
import { useAuthAction } from "./use-auth-action.ts";

/** Continue with Google, offered only when the server has Google sign-in configured. */
export function GoogleButton() {
  const providers = useQuery({
    queryKey: ["auth-providers"],
    queryFn: async () => readJson<{ google: boolean }>(await api["auth-providers"].$get()),
    staleTime: Infinity,
  });
  const { loading, run } = useAuthAction("Google Sign In Error");
  if (!providers.data?.google) return null;

  // On success the browser leaves for Google, so there is nothing more to do here.
  const signIn = () =>
    run(
      () => authClient.signIn.social({ provider: "google", callbackURL: "/dashboard", errorCallbackURL: "/" }),
      () => {},
    );

  return (
    <>
      <Button type="button" variant="outline" onClick={signIn} disabled={loading}>
        {loading ? <Spinner className="text-current" /> : <GoogleIcon className="size-4" />}
        Continue with Google
      </Button>
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
    </>
  );
}
