import { createContext } from "react";
import type { Theme } from "./theme.ts";

export interface ThemeContextValue {
  theme: Theme;
  setTheme(theme: Theme): void;
  toggleTheme(): void;
  /** Applies a saved preference: light, dark, or "system" to follow the device again. */
  applyPreference(preference: Theme | "system"): void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);
