import { Button } from "@/components/ui/button";
import type { AnyToolDefinition } from "./tool-definition.ts";
import type { ToolSession } from "./tool-session.ts";

/** "Process all" and the tool's own page actions, above the files. */
export function PageActions({
  session,
  definition,
}: {
  session: ToolSession<object, object>;
  definition: AnyToolDefinition;
}) {
  return (
    <>
      <Button size="sm" onClick={() => session.processAll()}>
        {definition.texts.verbAll}
      </Button>
      {definition.pageActions.map((action) => (
        <Button key={action.id} size="sm" variant="outline" onClick={() => action.run(session)}>
          {action.label}
        </Button>
      ))}
    </>
  );
}
