import { Link } from "react-router";
import { quickTools } from "@squish/shared/tools";
import { ToolIcon } from "@/tools/tool-icon";

/** The quick-action tool grid of spec 2.8: the six tools people reach for most. */
export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="mb-3 text-lg font-semibold">
        Quick actions
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {quickTools().map((tool) => (
          <li key={tool.id}>
            <Link
              to={tool.path}
              className="flex h-full items-center gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
            >
              <ToolIcon toolId={tool.id} className="size-5 shrink-0 text-primary" />
              <span className="text-sm font-medium">{tool.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
