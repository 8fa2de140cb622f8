import { useEffect, useRef } from "react";
import { useSession } from "@/auth/session";
import { useTheme } from "@/theme/use-theme";
import { useSettings } from "./use-settings.ts";

/**
 * Follows the saved theme preference on every device: when a person signs in (or opens the site
 * signed in) and whenever the saved preference changes, the page takes it. The header's toggle
 * still works for the moment; the saved choice wins again at the next sign-in or save.
 */
export function SavedThemeSync() {
  const { user } = useSession();
  const { applyPreference } = useTheme();
  const preference = useSettings().data?.themePreference;
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (!user || !preference) return;
    const key = `${user.id}:${preference}`;
    if (applied.current === key) return;
    applied.current = key;
    applyPreference(preference);
  }, [user, preference, applyPreference]);

  return null;
}
