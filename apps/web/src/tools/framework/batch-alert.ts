/**
 * "Compression alerts" (Settings, Notifications): when a batch finishes while the tab is hidden, a
 * system notification says so, for a member who switched the alerts on and whose browser allows
 * them. A visible tab needs none: its toasts and cards already say it.
 */
import { formatBytes } from "@squish/shared/format-bytes";
import type { BatchSummary } from "./visitor.ts";

/** The notification's words: how many files, what they saved, and any that failed. */
export function batchAlertText(summary: BatchSummary, doneLabel: string): { title: string; body: string } {
  const title = `${summary.files} ${summary.files === 1 ? "file" : "files"} ${doneLabel.toLowerCase()}`;
  const saved = summary.before - summary.after;
  const parts = [
    saved > 0 && summary.before > 0
      ? `Saved ${formatBytes(saved)} (${Math.round((saved / summary.before) * 100)}% smaller).`
      : "",
    summary.failed > 0 ? `${summary.failed} could not be processed.` : "",
    "Your results are waiting in the Squish tab.",
  ];
  return { title, body: parts.filter(Boolean).join(" ") };
}

export function alertBatchFinished(summary: BatchSummary, doneLabel: string): void {
  if (document.visibilityState !== "hidden") return;
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  const { title, body } = batchAlertText(summary, doneLabel);
  const notification = new Notification(title, { body, icon: "/icons/icon-192.png", tag: "squish-batch" });
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
}

/** Asked when the member switches the alerts on: the browser only asks after a person's action. */
export async function askForAlerts(): Promise<"granted" | "denied" | "unsupported"> {
  if (typeof Notification === "undefined") return "unsupported";
  const answer =
    Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
  return answer === "granted" ? "granted" : "denied";
}
