import { ANY_IMAGE, EDITED_IMAGE, type ToolFormats } from "../../tool-manifest.ts";

/** What it reads and writes, as people name formats (the search finds it by them). */
export const formats: ToolFormats = { reads: ANY_IMAGE, writes: EDITED_IMAGE };
