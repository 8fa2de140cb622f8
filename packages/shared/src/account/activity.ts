/**
 * A member's activity: the tracked actions (names and sizes only, never file contents, decision
 * 10), the stats and recent files made from them, and the list sizes the pages show.
 */
import { z } from "zod";

/** The documents' four, and one per tool that does something else to a file (decision 12). */
export const ACTIVITY_TYPES = ["compress", "download", "optimize", "resize", "crop", "watermark", "convert"] as const;
/** Activities that made a file smaller: they update the stats and the recent files (decision 12). */
export const SAVING_ACTIVITY_TYPES: readonly ActivityType[] = ["compress", "optimize"];

export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export interface UserStats {
  images_compressed: number;
  total_savings_mb: number;
  avg_compression_percentage: number;
  performance_gain: number;
}

export const STATS_DEFAULTS: UserStats = {
  images_compressed: 0,
  total_savings_mb: 0,
  avg_compression_percentage: 0,
  performance_gain: 1,
};

/**
 * Sizes a tracked activity may claim, in MB (decision 0016): no tool takes a file over 10 MB and a
 * PDF batch is at most 100 MB, so an original is at most 100 MB. An output may grow (a 100-megapixel
 * BMP is 400 MB), but one that made a file smaller is no larger than its original's bound.
 */
export const MAX_TRACKED_ORIGINAL_MB = 100;
export const MAX_TRACKED_OUTPUT_MB = 1000;

/** One tracked action: names and sizes only, never file contents (decision 10). */
export const activitySchema = z
  .object({
    /** The client's id for this record, so a retried request is counted once. */
    id: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
    activityType: z.enum(ACTIVITY_TYPES),
    fileName: z.string().trim().min(1).max(255),
    description: z.string().trim().max(500).default(""),
    originalSize: z.number().min(0).max(MAX_TRACKED_ORIGINAL_MB).finite().optional(),
    compressedSize: z.number().min(0).max(MAX_TRACKED_OUTPUT_MB).finite().optional(),
    /** Accepted from older clients and ignored: the server computes it from the sizes. */
    compressionPercentage: z.number().finite().optional(),
  })
  .strict()
  .refine(
    (a) =>
      !SAVING_ACTIVITY_TYPES.includes(a.activityType) ||
      (a.originalSize !== undefined && a.compressedSize !== undefined),
    { message: "A compress or optimize activity needs its original and compressed sizes" },
  )
  .refine(
    (a) => !SAVING_ACTIVITY_TYPES.includes(a.activityType) || (a.compressedSize ?? 0) <= MAX_TRACKED_ORIGINAL_MB,
    { message: `A compressed file is at most ${MAX_TRACKED_ORIGINAL_MB} MB`, path: ["compressedSize"] },
  );

export type ActivityInput = z.input<typeof activitySchema>;

export interface Activity {
  id: string;
  activity_type: ActivityType;
  file_name: string;
  description: string;
  original_size_mb: number | null;
  compressed_size_mb: number | null;
  compression_percentage: number | null;
  created_at: string;
}

export interface RecentFile {
  id: string;
  file_name: string;
  original_size_mb: number;
  compressed_size_mb: number;
  savings_percentage: number;
  created_at: string;
}

/** Activity list sizes: 10 by default, 50 on the dashboard; the all-activity page pages through. */
export const ACTIVITY_PAGE_DEFAULT = 10;
export const ACTIVITY_PAGE_MAX = 50;
export const RECENT_FILES_SHOWN = 5;
