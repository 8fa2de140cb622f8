/**
 * The CSV export of the all-activity page: what is shown, one row per activity, RFC 4180 quoting.
 * A cell a spreadsheet would run as a formula (=, +, -, @ at the start) gets a leading apostrophe,
 * since file names come from people's disks.
 */
import type { Activity } from "@squish/shared/account/activity";
import { ACTIVITY_LABELS } from "./activity-format.ts";

const HEADER = [
  "Date",
  "Activity",
  "File name",
  "Original size (MB)",
  "Compressed size (MB)",
  "Saved (%)",
  "Description",
];

export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function activitiesToCsv(activities: readonly Activity[]): string {
  const rows = activities.map((a) => [
    a.created_at,
    ACTIVITY_LABELS[a.activity_type] ?? a.activity_type,
    a.file_name,
    a.original_size_mb,
    a.compressed_size_mb,
    a.compression_percentage,
    a.description,
  ]);
  return [HEADER, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

export function csvFileName(now = new Date()): string {
  return `squish-activity-${now.toISOString().slice(0, 10)}.csv`;
}
