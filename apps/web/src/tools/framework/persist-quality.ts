/**
 * What a compressor's quality choice saves for a signed-in member: a fixed quality as their default
 * quality; a Smart level as "each tool's own" (null), which starts the compressors on Smart again on
 * their next visit (record 0047). Other changes save nothing.
 */
import type { SmartLevel } from "@squish/shared/perceived-quality";

export function persistQuality(change: {
  quality?: number;
  smart?: SmartLevel | null;
}): { key: "defaultQuality"; value: number | null } | null {
  if (change.smart) return { key: "defaultQuality", value: null };
  if (change.quality !== undefined) return { key: "defaultQuality", value: change.quality };
  return null;
}
