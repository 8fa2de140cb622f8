import { ArrowRight, LayoutGrid, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { HOME_WORDS } from "@squish/shared/site-pages";
import { useSession } from "@/auth/session";
import { Button } from "@/components/ui/button";

export function HomeHero() {
  const { user } = useSession();
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-accent/60 to-background">
      <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">
          {HOME_WORDS.headline[0]} <span className="text-primary">{HOME_WORDS.headline[1]}</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground sm:text-xl">{HOME_WORDS.intro}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={user ? "/dashboard" : "/jpeg-compress"}>
              Start Compressing <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/tools">
              <LayoutGrid aria-hidden="true" /> Explore Tools
            </Link>
          </Button>
        </div>
        {!user && (
          <p
            className="mx-auto mt-8 flex max-w-xl items-center justify-center gap-2 text-sm text-muted-foreground"
            data-privacy-note
          >
            <ShieldCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
            {HOME_WORDS.privacyNote}
          </p>
        )}
      </div>
    </section>
  );
}
