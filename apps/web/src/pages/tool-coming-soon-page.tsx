import { toolById } from "@squish/shared/tools";
import { useRouteHandle } from "@/app/route-handle";
import { toolIcon } from "@/tools/tool-icons";
import { ComingSoon } from "./coming-soon.tsx";

/** A tool's page before the tool itself is built: what it will do, and no pretend controls. */
export default function ToolComingSoonPage() {
  const handle = useRouteHandle();
  const tool = handle ? toolById(handle.pageId) : undefined;
  if (!tool) return <ComingSoon title={handle?.title ?? "Tool"} />;
  const Icon = toolIcon(tool.id);
  return (
    <ComingSoon title={tool.name}>
      <p className="flex items-center justify-center gap-2">
        <Icon className="size-4 text-primary" aria-hidden="true" />
        {tool.summary}
      </p>
    </ComingSoon>
  );
}
