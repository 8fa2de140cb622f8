/**
 * Words and numbers for one activity, shared by the dashboard feed and the all-activity page:
 * sizes in MB as the documents store them, and times as "3 minutes ago" (date-fns, spec section 9).
 */
import type { Activity, ActivityType } from "@squish/shared/account/activity";
import { formatDistance } from "date-fns";

export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  compress: "Compressed",
  optimize: "Optimized",
  resize: "Resized",
  crop: "Cropped",
  watermark: "Watermarked",
  convert: "Converted",
  download: "Downloaded",
};

export function formatMb(mb: number | null): string {
  if (mb === null) return "";
  // The documents keep sizes in MB; a tiny file keeps a third decimal so it never reads 0.00 MB.
  return `${mb > 0 && mb < 0.01 ? mb.toFixed(3) : mb.toFixed(2)} MB`;
}

export function relativeTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  // A clock a little ahead of ours must not say "in a few seconds".
  return formatDistance(date > now ? now : date, now, { addSuffix: true });
}

/** "2.40 MB → 0.80 MB (66.7% smaller)", or nothing for activities without sizes. */
export function sizeSummary(a: Activity): string {
  if (a.original_size_mb === null) return "";
  const sizes =
    a.compressed_size_mb === null
      ? formatMb(a.original_size_mb)
      : `${formatMb(a.original_size_mb)} → ${formatMb(a.compressed_size_mb)}`;
  return a.compression_percentage === null || a.compression_percentage <= 0
    ? sizes
    : `${sizes} (${a.compression_percentage.toFixed(1)}% smaller)`;
}
