/**
 * Words and numbers for one activity, shared by the dashboard feed and the all-activity page:
 * sizes in the unit that fits, as the tools write them (the documents store MB), and times as
 * "3 minutes ago" (date-fns, spec section 9).
 */
import type { Activity, ActivityType } from "@squish/shared/account/activity";
import { formatBytes } from "@squish/shared/format-bytes";
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

/**
 * A stored size (MB, as the documents keep it) in the unit that fits: "412 Bytes", "2.05 KB",
 * "2.40 MB", as every tool's card writes sizes. A small file no longer reads "0.000 MB".
 */
export function formatStoredSize(mb: number | null): string {
  if (mb === null) return "";
  return formatBytes(Math.round(mb * 1024 * 1024));
}

export function relativeTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  // A clock a little ahead of ours must not say "in a few seconds".
  return formatDistance(date > now ? now : date, now, { addSuffix: true });
}

/** "2.40 MB → 819.20 KB (66.7% smaller)", or nothing for activities without sizes. */
export function sizeSummary(a: Activity): string {
  if (a.original_size_mb === null) return "";
  const sizes =
    a.compressed_size_mb === null
      ? formatStoredSize(a.original_size_mb)
      : `${formatStoredSize(a.original_size_mb)} → ${formatStoredSize(a.compressed_size_mb)}`;
  return a.compression_percentage === null || a.compression_percentage <= 0
    ? sizes
    : `${sizes} (${a.compression_percentage.toFixed(1)}% smaller)`;
}
