import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import type { ToolInfo } from "@squish/shared/tools";
import { ToolIcon } from "./tool-icon.tsx";

/**
 * A tool in a grid: icon, name, summary, optional feature list, and a link to use it. Its name is a
 * heading one level below the section it sits in: h3 under the home page's "Tools" h2, h2 straight
 * under the catalogue's h1 (headings that skip a level confuse screen-reader navigation).
 */
export function ToolCard({
  tool,
  showFeatures = false,
  headingLevel = 3,
}: {
  tool: ToolInfo;
  showFeatures?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="mb-4 flex items-center justify-between">
        <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <ToolIcon toolId={tool.id} className="size-5" />
        </span>
        {tool.popular && (
          <span className="rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-medium text-primary">Popular</span>
        )}
      </div>
      <Heading className="text-lg font-semibold">{tool.name}</Heading>
      <p className="mt-2 text-sm text-muted-foreground">{tool.summary}</p>
      {showFeatures && (
        <ul className="mt-4 space-y-1.5 text-sm">
          {tool.features.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check className="size-4 text-success" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      )}
      <Link
        to={tool.path}
        className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-primary after:absolute after:inset-0 after:rounded-xl"
      >
        Use Tool <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
        <span className="sr-only">: {tool.name}</span>
      </Link>
    </article>
  );
}
