import { Menu } from "lucide-react";
import type { ButtonProps } from "@/components/ui/button";
import { DeferredMenu } from "./deferred-menu.tsx";

/** The trigger's look, shared by the placeholder and the real panel (mobile-menu.tsx). */
export const MOBILE_MENU_BUTTON: ButtonProps = {
  variant: "ghost",
  size: "icon",
  className: "md:hidden",
  "aria-label": "Open menu",
};

const loadMenu = async () => (await import("./mobile-menu.tsx")).MobileMenu;

/** The narrow screens' menu button; the panel's code (a Radix dialog) loads on first hover, focus or press. */
export function MobileMenuButton() {
  return (
    <DeferredMenu load={loadMenu} buttonProps={MOBILE_MENU_BUTTON} popup="dialog">
      <Menu aria-hidden="true" />
    </DeferredMenu>
  );
}
