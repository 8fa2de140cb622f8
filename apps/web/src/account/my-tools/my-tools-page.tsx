import { Pin } from "lucide-react";
import { Link } from "react-router";
import { TOOLS, toolById } from "@squish/shared/tools";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { usePageTitle } from "@/lib/use-page-title";
import { ToolIcon } from "@/tools/tool-icon";
import { pin } from "./pin-order.ts";
import { PinnedToolsSection } from "./pinned-tools-section.tsx";
import { usePinnedTools, useSavePins, useToolUsage } from "./use-my-tools.ts";

const QUICK_LINKS = [
  { to: "/all-activity", label: "All activity" },
  { to: "/settings", label: "Settings" },
  { to: "/tools", label: "All tools" },
  { to: "/request-tool", label: "Request a tool" },
];

/** /my-tools (docs/decisions/0018): pinned tools, most used tools from the history, quick links. */
export default function MyToolsPage() {
  usePageTitle("My tools");
  const pins = usePinnedTools();
  const usage = useToolUsage();
  const save = useSavePins();
  if (pins.isPending) return <Spinner label="Loading your tools" className="m-8" />;
  const pinned = pins.data?.toolIds ?? [];
  const unpinned = TOOLS.filter((t) => !pinned.includes(t.id));

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 p-4 sm:p-6 lg:p-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My tools</h1>
        <p className="mt-1 text-muted-foreground">Your own tool shelf: pin, order, and see what you use most.</p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <PinnedToolsSection pins={pinned} save={save} />
        <section aria-labelledby="most-used-heading" className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
          <h2 id="most-used-heading" className="text-lg font-semibold">
            Most used
          </h2>
          {usage.isPending ? (
            <Spinner className="mt-3" />
          ) : (usage.data ?? []).length === 0 ? (
            <p className="mt-3 text-sm text-muted-foreground">Use a tool while signed in and it is counted here.</p>
          ) : (
            <ol className="mt-3 grid grid-cols-1 gap-2" data-testid="most-used">
              {(usage.data ?? []).slice(0, 5).map(({ toolId, count }) => {
                const tool = toolById(toolId);
                if (!tool) return null;
                return (
                  <li key={toolId} className="flex items-center gap-3">
                    <ToolIcon toolId={toolId} className="size-4 text-primary" />
                    <Link to={tool.path} className="flex-1 rounded hover:underline">
                      {tool.name}
                    </Link>
                    <span className="text-sm text-muted-foreground">
                      {count} {count === 1 ? "use" : "uses"}
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </section>
      </div>
      <section aria-labelledby="add-tools-heading" className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
        <h2 id="add-tools-heading" className="text-lg font-semibold">
          More tools
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {unpinned.map((tool) => (
            <li key={tool.id} className="flex items-center gap-2 rounded-lg border p-3">
              <ToolIcon toolId={tool.id} className="size-4 shrink-0 text-primary" />
              <Link to={tool.path} className="min-w-0 flex-1 truncate rounded text-sm font-medium hover:underline">
                {tool.name}
              </Link>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Pin ${tool.name}`}
                onClick={() => save(pin(pinned, tool.id))}
              >
                <Pin aria-hidden="true" /> Pin
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <nav aria-label="Quick links" className="flex flex-wrap gap-2">
        {QUICK_LINKS.map((l) => (
          <Button key={l.to} asChild variant="secondary" size="sm">
            <Link to={l.to}>{l.label}</Link>
          </Button>
        ))}
      </nav>
    </div>
  );
}
