import { ChevronDown } from "lucide-react";
import { DeferredMenu } from "./deferred-menu.tsx";
import { QUICK_TOOLS_BUTTON } from "./menu-buttons.ts";

const loadDropdown = async () => (await import("./quick-tools-dropdown.tsx")).QuickToolsDropdown;

/** The header's Quick Tools menu; the dropdown's code loads on first hover, focus or press. */
export function QuickToolsMenu() {
  return (
    <DeferredMenu load={loadDropdown} buttonProps={QUICK_TOOLS_BUTTON}>
      Quick Tools <ChevronDown aria-hidden="true" />
    </DeferredMenu>
  );
}
