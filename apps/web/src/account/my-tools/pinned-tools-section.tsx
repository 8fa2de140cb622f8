import { ArrowDown, ArrowUp, PinOff } from "lucide-react";
import { Link } from "react-router";
import { toolById } from "@squish/shared/tools";
import { Button } from "@/components/ui/button";
import { ToolIcon } from "@/tools/tool-icon";
import { move, unpin } from "./pin-order.ts";

/** The pinned tools in the person's order, with buttons (keyboard-friendly) to reorder and unpin. */
export function PinnedToolsSection({ pins, save }: { pins: string[]; save(ids: string[]): void }) {
  return (
    <section aria-labelledby="pinned-heading" className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h2 id="pinned-heading" className="text-lg font-semibold">
        Pinned tools
      </h2>
      {pins.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">
          Nothing pinned yet. Pin the tools you use most from the list below and they stay here, on every device.
        </p>
      ) : (
        <ol className="mt-3 grid grid-cols-1 gap-2" data-testid="pinned-tools">
          {pins.map((id, index) => {
            const tool = toolById(id);
            if (!tool) return null;
            return (
              <li key={id} className="flex items-center gap-2 rounded-lg border p-2 sm:gap-3 sm:p-3" data-tool-id={id}>
                <ToolIcon toolId={id} className="size-5 shrink-0 text-primary" />
                <Link to={tool.path} className="min-w-0 flex-1 rounded font-medium break-words hover:underline">
                  {tool.name}
                </Link>
                {/* The three buttons side by side, so a phone's row keeps its room for the name. */}
                <span className="flex shrink-0">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${tool.name} up`}
                    disabled={index === 0}
                    onClick={() => save(move(pins, id, -1))}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${tool.name} down`}
                    disabled={index === pins.length - 1}
                    onClick={() => save(move(pins, id, 1))}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Unpin ${tool.name}`}
                    onClick={() => save(unpin(pins, id))}
                  >
                    <PinOff aria-hidden="true" />
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
