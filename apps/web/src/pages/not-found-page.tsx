import { ArrowLeft, Home } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { usePageTitle } from "@/lib/use-page-title";

const HELPFUL_LINKS = [
  { to: "/compress", label: "Compress images" },
  { to: "/tools", label: "All tools" },
  { to: "/dashboard", label: "Dashboard" },
  { to: "/contact", label: "Contact us" },
  { to: "/faq", label: "FAQ" },
];

export default function NotFoundPage() {
  usePageTitle("Page not found");
  const location = useLocation();
  const navigate = useNavigate();
  // A visitor who opened a broken link in a new tab has no page to go back to.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate("/"));

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:px-6" data-not-found>
      <p className="text-7xl font-extrabold tracking-tight text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-4 text-muted-foreground">
        We could not find{" "}
        <code
          className="break-all rounded bg-muted px-1.5 py-0.5 font-mono text-sm text-foreground"
          data-requested-path
        >
          {location.pathname}
        </code>
        . It may have moved, or the address may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden="true" /> Go home
          </Link>
        </Button>
        <Button variant="outline" onClick={() => goBack()}>
          <ArrowLeft aria-hidden="true" /> Go back
        </Button>
      </div>
      <nav aria-label="Helpful links" className="mt-10">
        <h2 className="text-sm font-semibold text-muted-foreground">Maybe you were looking for</h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {HELPFUL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="font-medium text-primary underline-offset-4 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
