/**
 * Shapes of the member area's own API routes (monthly figures, pinned tools), shared by the server
 * and the web app. Kept apart from account.ts so the two can change independently.
 */
import { z } from "zod";
import { TOOLS } from "./tools.ts";

/** One calendar month (UTC) of the activities that saved space: compress and optimize. */
export interface MonthFigures {
  /** "2026-11" */
  month: string;
  images_compressed: number;
  original_mb: number;
  total_savings_mb: number;
  /** Total saved over total original, in percent (as the running stats compute it). */
  avg_compression_percentage: number;
  /** Total original over total compressed: 1 when nothing was saved (docs/decisions/0017). */
  performance_gain: number;
}

export interface MonthlyStats {
  current: MonthFigures;
  previous: MonthFigures;
}

/** How many tools one person may pin: every tool, and no more. */
export const MAX_PINNED_TOOLS = TOOLS.length;

const TOOL_IDS = TOOLS.map((t) => t.id) as [string, ...string[]];

/** The whole pinned list in its order, replaced in one request (pin, unpin and reorder alike). */
export const pinnedToolsSchema = z
  .object({
    toolIds: z
      .array(z.enum(TOOL_IDS, { error: "Unknown tool" }))
      .max(MAX_PINNED_TOOLS)
      .refine((ids) => new Set(ids).size === ids.length, "A tool can be pinned once"),
  })
  .strict();

export interface PinnedTools {
  toolIds: string[];
}

export interface ToolUsage {
  toolId: string;
  count: number;
}

/**
 * The live stream (GET /api/events) writes something at least this often, a comment when there is
 * no news, so a page that hears nothing for longer knows its connection has gone quietly (a network
 * that dropped, a laptop that slept) and reconnects.
 */
export const LIVE_HEARTBEAT_MS = 25_000;
