import { toolById } from "@squish/shared/tools";
import { useRouteHandle } from "@/app/route-handle";
import { ComingSoon } from "./coming-soon.tsx";

/** A tool's page before the tool itself is built: what it will do, and no pretend controls. */
export default function ToolComingSoonPage() {
  const handle = useRouteHandle();
  const tool = handle ? toolById(handle.pageId) : undefined;
  if (!tool) return <ComingSoon title={handle?.title ?? "Tool"} />;
  return (
    <ComingSoon title={tool.name}>
      <p>{tool.summary}</p>
    </ComingSoon>
  );
}
