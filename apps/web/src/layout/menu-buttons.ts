/**
 * The header menus' trigger looks, shared by each placeholder button (mobile-menu-button.tsx,
 * quick-tools-menu.tsx) and the real menu that loads over it (mobile-menu.tsx,
 * quick-tools-dropdown.tsx), so the swap is invisible. Here, not in either side, so a lazily
 * loaded menu never imports its own loader back.
 */
import type { ButtonProps } from "@/components/ui/button";

export const MOBILE_MENU_BUTTON: ButtonProps = {
  variant: "ghost",
  size: "icon",
  className: "md:hidden",
  "aria-label": "Open menu",
};

export const QUICK_TOOLS_BUTTON: ButtonProps = {
  variant: "ghost",
  size: "sm",
  className: "text-muted-foreground hover:text-foreground",
};
