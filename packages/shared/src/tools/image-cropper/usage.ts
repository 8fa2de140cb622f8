import type { ToolUsageRule } from "../../tool-manifest.ts";

/** Which of a member's activities count as uses of it ("My tools"). */
export const usage: ToolUsageRule | null = { activity: "crop" };
