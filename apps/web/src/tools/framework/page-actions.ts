/** Page actions a tool can offer beside "process all" and Clear All (the PNG page's two). */
import type { PageAction } from "./tool-definition.ts";

export const RESET_ALL: PageAction<object, object> = {
  id: "reset-all",
  label: "Reset All",
  run: (session) => session.resetAll(),
};

export const START_OVER: PageAction<object, object> = {
  id: "start-over",
  label: "Start Over",
  run: (session) => session.clear("Fresh Start", "All files were removed. Add new images to begin again."),
};
