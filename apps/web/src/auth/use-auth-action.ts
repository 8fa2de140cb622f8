import { useState } from "react";
import { toast } from "@/lib/toast";
import { authErrorMessage, GENERIC_ERROR } from "./auth-messages.ts";

type AuthCall = () => Promise<{
  error: { code?: string | undefined; message?: string | undefined; status?: number } | null;
}>;

/**
 * One auth action with its own loading flag (spec: a loading flag per action) and the spec's
 * error toast: `errorTitle` with what went wrong in a sentence, or the generic sentence when the
 * call itself failed.
 */
export function useAuthAction(errorTitle: string) {
  const [loading, setLoading] = useState(false);
  async function run(call: AuthCall, onSuccess: () => void | Promise<void>) {
    setLoading(true);
    try {
      const { error } = await call();
      if (error) toast.error(errorTitle, { description: authErrorMessage(error) });
      else await onSuccess();
    } catch {
      toast.error(errorTitle, { description: GENERIC_ERROR });
    } finally {
      setLoading(false);
    }
  }
  return { loading, run };
}
