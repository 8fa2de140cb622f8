import { ChevronDown, LayoutGrid } from "lucide-react";
import { Link } from "react-router";
import { quickTools } from "@squish/shared/tools";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ToolIcon } from "@/tools/tool-icon";
import { useTakeOverFocus, type DeferredMenuProps } from "./deferred-menu.tsx";
import { QUICK_TOOLS_BUTTON } from "./menu-buttons.ts";

/** The header's Quick Tools dropdown, loaded on first hover, focus or press (quick-tools-menu.tsx). */
export function QuickToolsDropdown({ initiallyOpen, focusTrigger }: DeferredMenuProps) {
  const trigger = useTakeOverFocus<HTMLButtonElement>(focusTrigger);
  return (
    <DropdownMenu defaultOpen={initiallyOpen}>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} {...QUICK_TOOLS_BUTTON}>
          Quick Tools <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" aria-label="Quick tools">
        {quickTools().map((tool) => (
          <DropdownMenuItem key={tool.id} asChild>
            <Link to={tool.path}>
              <ToolIcon toolId={tool.id} className="text-primary" />
              {tool.name}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/tools">
            <LayoutGrid aria-hidden="true" />
            View All Tools
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
