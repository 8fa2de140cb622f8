import { Menu } from "lucide-react";
import { DeferredMenu } from "./deferred-menu.tsx";
import { MOBILE_MENU_BUTTON } from "./menu-buttons.ts";

const loadMenu = async () => (await import("./mobile-menu.tsx")).MobileMenu;

/** The narrow screens' menu button; the panel's code (a Radix dialog) loads on first hover, focus or press. */
export function MobileMenuButton() {
  return (
    <DeferredMenu load={loadMenu} buttonProps={MOBILE_MENU_BUTTON} popup="dialog">
      <Menu aria-hidden="true" />
    </DeferredMenu>
  );
}
