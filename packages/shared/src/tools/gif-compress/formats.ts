import type { ToolFormats } from "../../tool-manifest.ts";

/** What it reads and writes, as people name formats (the search finds it by them). */
export const formats: ToolFormats = { reads: ["GIF"], writes: ["GIF"] };
