import { Navigate, useLocation } from "react-router";

/** Sends an old path to its new one, keeping any query string and fragment. */
export function Redirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
