import { ChevronDown } from "lucide-react";
import type { ButtonProps } from "@/components/ui/button";
import { DeferredMenu } from "./deferred-menu.tsx";

/** The trigger's look, shared by the placeholder and the real dropdown. */
export const QUICK_TOOLS_BUTTON: ButtonProps = {
  variant: "ghost",
  size: "sm",
  className: "text-muted-foreground hover:text-foreground",
};

const loadDropdown = async () => (await import("./quick-tools-dropdown.tsx")).QuickToolsDropdown;

/** The header's Quick Tools menu; the dropdown's code loads on first hover, focus or press. */
export function QuickToolsMenu() {
  return (
    <DeferredMenu load={loadDropdown} buttonProps={QUICK_TOOLS_BUTTON}>
      Quick Tools <ChevronDown aria-hidden="true" />
    </DeferredMenu>
  );
}
