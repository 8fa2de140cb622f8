/**
 * Remembers the control that opened a dialog or viewer and gives focus back to it when that
 * closes, so a keyboard user continues where they were instead of at the top of the page.
 */
import { useCallback, useRef } from "react";

export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback((element: HTMLElement | null) => {
    opener.current = element;
  }, []);
  // Radix moves focus on close too; ours runs after it, on the next frame.
  const restore = useCallback(() => {
    const target = opener.current;
    requestAnimationFrame(() => {
      if (target?.isConnected) target.focus();
    });
  }, []);
  return { remember, restore };
}
