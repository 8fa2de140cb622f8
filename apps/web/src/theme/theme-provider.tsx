import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import {
  applyTheme,
  clearStoredTheme,
  initialTheme,
  saveTheme,
  storedTheme,
  systemTheme,
  type Theme,
} from "./theme.ts";
import { useHydrated } from "@/lib/use-hydrated";
import { ThemeContext } from "./theme-context.ts";

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [storedOrSystem, setThemeState] = useState<Theme>(initialTheme);
  // A server-rendered page is made in the light theme; the inline script in index.html has already painted the
  // visitor's, and what depends on it (the toggle's label) follows right after hydration.
  const theme = useHydrated() ? storedOrSystem : "light";

  const setTheme = useCallback((next: Theme) => {
    saveTheme(next);
    applyTheme(next);
    setThemeState(next);
  }, []);

  const applyPreference = useCallback(
    (preference: Theme | "system") => {
      if (preference !== "system") return setTheme(preference);
      clearStoredTheme();
      const next = systemTheme();
      applyTheme(next);
      setThemeState(next);
    },
    [setTheme],
  );

  // Until the visitor picks a theme, follow the system's light/dark switch live.
  useEffect(() => {
    const query = window.matchMedia?.("(prefers-color-scheme: dark)");
    if (!query) return;
    const onChange = () => {
      if (storedTheme()) return;
      const next: Theme = query.matches ? "dark" : "light";
      applyTheme(next);
      setThemeState(next);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const value = useMemo(
    () => ({ theme, setTheme, applyPreference, toggleTheme: () => setTheme(theme === "dark" ? "light" : "dark") }),
    [theme, setTheme, applyPreference],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
