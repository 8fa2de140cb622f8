import { Link } from "react-router";
import { HOME_WORDS, homeAllToolsLabel } from "@squish/shared/site-pages";
import { TOOLS } from "@squish/shared/tools";
import { Button } from "@/components/ui/button";
import { ToolCard } from "@/tools/tool-card";

export function HomeTools() {
  return (
    <section aria-labelledby="home-tools" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="home-tools" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {HOME_WORDS.toolsHeading}
        </h2>
        <p className="mt-4 text-muted-foreground">{HOME_WORDS.toolsIntro}</p>
      </div>
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {TOOLS.filter((t) => t.popular).map((tool) => (
          <ToolCard key={tool.id} tool={tool} />
        ))}
      </div>
      <div className="mt-10 text-center">
        <Button asChild variant="outline">
          <Link to="/tools">{homeAllToolsLabel()}</Link>
        </Button>
      </div>
    </section>
  );
}
