import { Toaster } from "sonner";
import { useTheme } from "@/theme/use-theme";

/** Toasts in the site's theme: three visible at most, 356px wide (spec: site-and-accounts.md 9). */
export function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} visibleToasts={3} richColors closeButton position="bottom-right" />;
}
