import type { ToolUsageRule } from "../../tool-manifest.ts";

/** Which of a member's activities count as uses of it ("My tools"). */
// A chain records what its steps did (compress, resize...), so its activities count for those tools.
export const usage: ToolUsageRule | null = null;
