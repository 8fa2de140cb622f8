/** The page's notifier: toasts through sonner. */
import { toast } from "@/lib/toast";
import type { Notifier } from "./notifier.ts";

export const sonnerNotifier: Notifier = {
  success: (title, description) => toast.success(title, { description }),
  error: (title, description, action) => toast.error(title, { description, ...(action && { action }) }),
  info: (title, description, action) => toast(title, { description, ...(action && { action }) }),
};
