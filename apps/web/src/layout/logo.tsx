import { Link } from "react-router";
import { useSession } from "@/auth/session";
import { BrandMark } from "@/layout/brand-mark";

/** The logo goes to the dashboard for signed-in visitors and to the home page for guests. */
export function Logo() {
  const { user } = useSession();
  return (
    <Link to={user ? "/dashboard" : "/"} className="flex items-center gap-2 rounded-md font-bold text-lg">
      <BrandMark size={32} />
      <span>Squish</span>
    </Link>
  );
}
