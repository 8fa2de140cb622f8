/**
 * The light/dark theme. The choice is stored under the `theme` key (spec: site-and-accounts.md
 * section 3); without one the system preference decides, and without that, light.
 * the inline script in index.html applies the same rule before the first paint.
 */
export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";

export function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === "light" || value === "dark" ? value : null;
  } catch {
    return null;
  }
}

export function systemTheme(): Theme {
  if (typeof window === "undefined") return "light";
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

export function initialTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

export function saveTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be blocked; the theme still applies for this visit.
  }
}

/** Forgets the stored choice, so the system preference decides again ("system" in settings). */
export function clearStoredTheme(): void {
  try {
    localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Storage may be blocked; nothing was stored then.
  }
}
