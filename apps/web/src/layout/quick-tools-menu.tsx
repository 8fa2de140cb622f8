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

export function QuickToolsMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="text-muted-foreground hover:text-foreground">
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
