// Written by `npm run new:tool` (scripts/tool-list.mjs) from packages/shared/src/tools/, in the
// catalogue's order; tool-lists.test.ts fails when this list and that folder disagree.
import type { ToolUsageRule } from "../tool-manifest.ts";
import { usage as jpegCompress } from "../tools/jpeg-compress/usage.ts";
import { usage as pngOptimizer } from "../tools/png-optimizer/usage.ts";
import { usage as webpCompress } from "../tools/webp-compress/usage.ts";
import { usage as gifCompress } from "../tools/gif-compress/usage.ts";
import { usage as pdfCompress } from "../tools/pdf-compress/usage.ts";
import { usage as bulkCompress } from "../tools/bulk-compress/usage.ts";
import { usage as watermarkTool } from "../tools/watermark-tool/usage.ts";
import { usage as imageResizer } from "../tools/image-resizer/usage.ts";
import { usage as imageCropper } from "../tools/image-cropper/usage.ts";
import { usage as formatConverter } from "../tools/format-converter/usage.ts";
import { usage as workspace } from "../tools/workspace/usage.ts";

export const TOOL_USAGE: Readonly<Record<string, ToolUsageRule | null>> = {
  "jpeg-compress": jpegCompress,
  "png-optimizer": pngOptimizer,
  "webp-compress": webpCompress,
  "gif-compress": gifCompress,
  "pdf-compress": pdfCompress,
  "bulk-compress": bulkCompress,
  "watermark-tool": watermarkTool,
  "image-resizer": imageResizer,
  "image-cropper": imageCropper,
  "format-converter": formatConverter,
  workspace: workspace,
};
