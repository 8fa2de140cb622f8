/**
 * The site's toasts, as sonner's `toast` is called, with sonner's code (about 9 KB gzipped) kept
 * out of a page's first load (issue 25): it loads when the page has started and is idle, or at
 * the first toast, whichever comes first. A toast asked for before then shows as soon as the
 * toaster is on the page, in the order asked.
 */
import type { ExternalToast, toast as sonnerToast } from "sonner";

type SonnerToast = typeof sonnerToast;
type Message = Parameters<SonnerToast>[0];

let sonner: SonnerToast | undefined;
let loading: Promise<SonnerToast> | undefined;
let toasterShown = false;
let showToaster: (() => void) | undefined;
let announceMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  announceMounted = resolve;
});

/** sonner's code, fetched once. */
export function loadSonner(): Promise<SonnerToast> {
  return (loading ??= import("sonner").then((module) => (sonner = module.toast)));
}

/** The deferred toaster registers how it is asked to appear (app/deferred-toaster.tsx). */
export function onToasterWanted(show: () => void): void {
  showToaster = show;
}

/** The toaster has mounted and listens: toasts from now on go straight to it. */
export function toasterMounted(): void {
  toasterShown = true;
  announceMounted();
}

function show(run: (toast: SonnerToast) => unknown): void {
  if (toasterShown && sonner) {
    run(sonner);
    return;
  }
  showToaster?.();
  void Promise.all([loadSonner(), mounted]).then(([toast]) => run(toast));
}

export const toast = Object.assign((message: Message, data?: ExternalToast) => show((t) => t(message, data)), {
  success: (message: Message, data?: ExternalToast) => show((t) => t.success(message, data)),
  error: (message: Message, data?: ExternalToast) => show((t) => t.error(message, data)),
  info: (message: Message, data?: ExternalToast) => show((t) => t.info(message, data)),
  warning: (message: Message, data?: ExternalToast) => show((t) => t.warning(message, data)),
  dismiss: (id?: string | number) => show((t) => t.dismiss(id)),
});
