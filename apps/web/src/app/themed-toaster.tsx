import { useEffect } from "react";
import { Toaster } from "sonner";
import { toasterMounted } from "@/lib/toast";
import { useMediaQuery } from "@/lib/use-media-query";
import { useTheme } from "@/theme/use-theme";

/**
 * Toasts in the site's theme, three at most (spec: site-and-accounts.md 9). On phones they sit at
 * the top, one at a time, so they never cover a card's buttons, and below the 64-pixel header, so
 * "Welcome back!" never sits on the menu button (a toast being touched stays until let go);
 * everywhere they stay below dialogs (z-index 40 against the dialogs' 50), so a message never
 * hides what a dialog asks.
 */
const BELOW_THE_HEADER = { top: 72 };

export function ThemedToaster() {
  const { theme } = useTheme();
  const phone = useMediaQuery("(max-width: 639px)");
  // After sonner's own Toaster (a child, so its effect ran first) listens for toasts.
  useEffect(toasterMounted, []);
  return (
    <Toaster
      theme={theme}
      visibleToasts={phone ? 1 : 3}
      richColors
      closeButton
      position={phone ? "top-center" : "bottom-right"}
      // Sonner's own phone layout starts at 600 pixels, ours at 640: both offsets, so every phone width agrees.
      {...(phone && { offset: BELOW_THE_HEADER, mobileOffset: BELOW_THE_HEADER })}
      style={{ zIndex: 40 }}
    />
  );
}
