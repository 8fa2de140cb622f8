import { useEffect } from "react";

/**
 * Marks `<html data-app-ready>` once the app has started: a server-rendered page looks the same
 * before (record 0049), but its buttons work only from then. Tests wait for it before they act.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
  }, []);
  return null;
}
