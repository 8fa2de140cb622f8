import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { useSession } from "./session.ts";

/** Signs out with the spec's toasts, then goes home. The local session ends either way. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return async () => {
    try {
      const result = await signOut();
      if (result.ok)
        toast.success("Signed out successfully", { description: "You have been signed out of your account." });
      else toast.error("Error signing out", { description: result.message || "You are signed out on this device." });
    } catch {
      toast.error("Failed to sign out");
    }
    await navigate("/");
  };
}
