import { createContext } from "react";
import type { Theme } from "./theme.ts";

export interface ThemeContextValue {
  theme: Theme;
  setTheme(theme: Theme): void;
  toggleTheme(): void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);
